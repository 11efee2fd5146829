import type { FastifyInstance } from 'fastify';
import { openRequest } from '../unit-of-work';

/**
 * Keeps the units of work tracked (unit-of-work.ts) while any request the app routes is open,
 * from its first hook until its answer is sent or its connection is gone. Registered before the
 * hooks that start units of work. Live pages answered by the door never reach it.
 */
export function trackOpenRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.once('close', openRequest());
    done();
  });
}
