import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openRequest } from '../unit-of-work';

/** What ends each open request's hold on the units of work (called once, later calls do nothing). */
const holds = new WeakMap<IncomingMessage, () => void>();

/**
 * Keeps the units of work tracked (unit-of-work.ts) while any request the app routes is open,
 * from its first hook until its answer is sent or its connection is gone. Registered before the
 * hooks that start units of work. Live pages answered by the door never reach it.
 */
export function trackOpenRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const end = openRequest();
    holds.set(request.raw, end);
    reply.raw.once('close', end);
    done();
  });
}

/**
 * For a request that stays open long after its own work is done (an event stream a builder
 * keeps for hours): it no longer keeps the units of work tracked, so live pages served meanwhile
 * do not pay for them.
 */
export function doneWithWork(request: FastifyRequest): void {
  holds.get(request.raw)?.();
}
