import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/** What the app reads of who asked and how: Fastify's `request.ip`, `host` and `protocol`. */
export type RequestView = {
  ip: string;
  host: string;
  protocol: string;
  socket: Pick<Socket, 'localPort'>;
};

/** TRUST_PROXY as buildApp takes it: nobody, the nearest `n` proxies, or these addresses. */
export type TrustProxy = false | number | string[];

/** Fastify's `trustProxy` option for a TRUST_PROXY setting (a hop count is a function to Fastify). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return comma === -1 ? value.trim() : value.slice(comma + 1).trim();
}

function forwarded(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Reads a raw request as Fastify's request does under the same setting (fastify/lib/request.js):
 * for paths served before Fastify's routing (live-page-door.ts). `request-view.test.ts` holds the
 * two to the same answers.
 */
export function requestViewer(trust: TrustProxy): (request: IncomingMessage) => RequestView {
  const own = (request: IncomingMessage): RequestView => ({
    ip: request.socket.remoteAddress ?? '',
    host: request.headers.host ?? '',
    protocol: 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http',
    socket: request.socket,
  });
  if (trust === false) return own;
  const trusted =
    typeof trust === 'number'
      ? (_address: string, hop: number) => hop < trust
      : proxyAddr.compile(trust);
  return (request) => {
    const view = own(request);
    const addresses = proxyAddr.all(request, trusted);
    const byProxy = trusted(request.socket.remoteAddress ?? '', 0);
    const host = forwarded(request, 'x-forwarded-host');
    const protocol = forwarded(request, 'x-forwarded-proto');
    return {
      ...view,
      ip: addresses[addresses.length - 1] ?? view.ip,
      host: host && byProxy ? lastEntry(host) : view.host,
      protocol: protocol && byProxy ? lastEntry(protocol) : view.protocol,
    };
  };
}
