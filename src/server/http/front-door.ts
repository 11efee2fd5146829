import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself (true), or leaves it to Fastify (false). */
export type Door = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Fastify's own defaults for its server (fastify/lib/server.js), which a server factory must set. */
const KEEP_ALIVE_MS = 72_000;

/**
 * An HTTP server whose requests pass one door before Fastify's routing and hooks (decision 022).
 * The door is opened once the app has what it serves (`open`) and closed when the app starts to
 * close, so requests then get Fastify's own 503 while connections drain. `probes` (health.ts)
 * come first and stay open while the app closes: a load balancer sees it stopping.
 */
export function frontDoor(probes?: Door) {
  let door: Door | null = null;
  const serverFactory: FastifyServerFactory = (handler) => {
    const server = createServer((request, response) => {
      if (probes?.(request, response)) return;
      if (door) {
        try {
          if (door(request, response)) return;
        } catch (error) {
          // Nothing was sent yet when a door throws: Fastify answers, and logs its own error.
          if (response.headersSent) throw error;
        }
      }
      handler(request, response);
    });
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.requestTimeout = 0;
    server.setTimeout(0);
    return server;
  };
  return {
    serverFactory,
    open: (first: Door) => {
      door = first;
    },
    close: () => {
      door = null;
    },
  };
}
