import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queueAsOf } from '../db/work-order';
import { serverBusy } from '../errors';
import { isApiPath } from './client-path';

/**
 * How long a refusal waits before it is sent: a client that retries at once (a script, a load
 * generator) then asks a few times a second, not hundreds, and the server's time goes to the work
 * it let in rather than to refusing.
 */
const REFUSAL_PAUSE_MS = 250;

/**
 * While the embedded database is behind (`databaseBusy`), new work that needs it is refused at
 * the door with 503 and Retry-After, so it is answered within a second instead of queued for
 * ten: every API call, and every change sent anywhere else (public form posts). Live pages and
 * the app's files are served from memory and keep working. The database work of a request that
 * is let in queues as of the request's arrival (see work-order.ts).
 */
export function refuseWhenDatabaseBusy(app: FastifyInstance, databaseBusy: () => boolean): void {
  const arrivals = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    const readsOnly = request.method === 'GET' || request.method === 'HEAD';
    const path = request.url.split('?')[0] ?? '';
    if ((isApiPath(path) || !readsOnly) && databaseBusy()) {
      setTimeout(() => done(serverBusy()), REFUSAL_PAUSE_MS);
      return;
    }
    const since = performance.now();
    arrivals.set(request, since);
    queueAsOf(since, done);
  });
  // A body is read in the socket's callbacks, outside the context set above: set it again.
  app.addHook('preValidation', (request, _reply, done) => {
    queueAsOf(arrivals.get(request) ?? performance.now(), done);
  });
}
