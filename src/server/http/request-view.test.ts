import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, requestViewer, type TrustProxy } from './request-view';

const SETTINGS: TrustProxy[] = [false, 1, 2, ['127.0.0.1'], ['10.0.0.0/8'], ['loopback']];

const HEADER_SETS: Record<string, string>[] = [
  {},
  { host: 'Example.com:8080' },
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-for': '203.0.113.9, 10.1.2.3', 'x-forwarded-host': 'coach.example' },
  { 'x-forwarded-for': 'not an address', 'x-forwarded-proto': 'https' },
  { 'x-forwarded-host': 'a.example, b.example', 'x-forwarded-proto': 'http, https' },
  { 'x-forwarded-host': '', 'x-forwarded-proto': '' },
  { 'x-forwarded-for': '198.51.100.1, 198.51.100.2, 198.51.100.3', host: 'localhost' },
];

const closers: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

function ask(port: number, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(body)));
    });
    req.on('error', reject);
    req.end();
  });
}

async function fastifyEcho(trust: TrustProxy): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/', (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  closers.push(() => app.close());
  return app;
}

async function viewEcho(trust: TrustProxy): Promise<Server> {
  const view = requestViewer(trust);
  const server = createServer((request, response) => {
    const { ip, host, protocol } = view(request);
    response.end(JSON.stringify({ ip, host, protocol }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return server;
}

describe('a raw request read as Fastify reads it', () => {
  it.each(SETTINGS.map((trust) => [JSON.stringify(trust), trust] as const))(
    'gives the same address, host and protocol with TRUST_PROXY %s',
    async (_name, trust) => {
      const fastify = await fastifyEcho(trust);
      const raw = await viewEcho(trust);
      for (const sent of HEADER_SETS) {
        // Both servers are asked with one Host (each would otherwise be named by its own port).
        const headers = { host: 'localhost:5000', ...sent };
        const expected = await ask(portOf(fastify.server), headers);
        expect(await ask(portOf(raw), headers), JSON.stringify(headers)).toEqual(expected);
      }
    },
  );

  it('believes a forwarded address only from a trusted proxy', async () => {
    const raw = await viewEcho(['10.0.0.0/8']);
    expect(await ask(portOf(raw), { 'x-forwarded-for': '203.0.113.9' })).toMatchObject({
      ip: '127.0.0.1',
    });
    const trusting = await viewEcho(1);
    expect(await ask(portOf(trusting), { 'x-forwarded-for': '203.0.113.9' })).toMatchObject({
      ip: '203.0.113.9',
    });
  });
});
