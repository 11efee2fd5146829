import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site: an Origin that is not ours,
 * or (without Origin) a Sec-Fetch-Site other than same-origin or none. Clients that send neither
 * (scripts, curl) are not browsers riding a coach's cookie, so they pass.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string | undefined): void {
  const trusted = publicUrl ? new URL(publicUrl).origin : null;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== undefined) {
      if (origin !== own && origin !== trusted)
        throw new AppError('forbidden', 'Cross-site requests are not allowed.');
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new AppError('forbidden', 'Cross-site requests are not allowed.');
    }
  });
}
