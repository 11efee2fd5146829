import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queueAsOf } from '../db/work-order';
import { serverBusy } from '../errors';
import { isApiPath } from './client-path';

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
      done(serverBusy());
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
