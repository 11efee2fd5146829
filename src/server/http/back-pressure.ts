import type { FastifyInstance } from 'fastify';
import { serverBusy } from '../errors';
import { isApiPath } from './client-path';

/**
 * While the embedded database is behind (`databaseBusy`), new work that needs it is refused at
 * the door with 503 and Retry-After, so it is answered within a second instead of queued for
 * ten: every API call, and every change sent anywhere else (public form posts). Live pages and
 * the app's files are served from memory and keep working.
 */
export function refuseWhenDatabaseBusy(app: FastifyInstance, databaseBusy: () => boolean): void {
  app.addHook('onRequest', async (request) => {
    const readsOnly = request.method === 'GET' || request.method === 'HEAD';
    const path = request.url.split('?')[0] ?? '';
    if ((isApiPath(path) || !readsOnly) && databaseBusy()) throw serverBusy();
  });
}
