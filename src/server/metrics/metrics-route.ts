import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors';
import type { Metrics, ScrapeSource } from './metrics';

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  // Hashed first: equal lengths for timingSafeEqual, and the token's length is not told either.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * Counts every request Fastify answers by its route's pattern (`/api/websites/:id`, never the raw
 * address, so the series stay few), method and status, with its time. Registered before the routes.
 */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    metrics.httpRequests.inc({ method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * `GET /metrics` for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without a
 * token set the metrics are not public at all: a JSON 404, never the app's page; with one set,
 * a request without it (or with another) is a 401 and gets no metrics.
 */
export function metricsRoute(
  app: FastifyInstance,
  { metrics, token, source }: { metrics: Metrics; token: string | undefined; source: ScrapeSource },
): void {
  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (token === undefined) {
      return reply.status(404).send(errorBody('not_found', 'Not found.'));
    }
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send(errorBody('unauthorized', 'The metrics need the METRICS_TOKEN as a bearer token.'));
    }
    const text = await metrics.scrape(source);
    return reply.header('Content-Type', metrics.contentType).send(text);
  });
}
