import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample } from '../../../test/support/prometheus-text';
import { Metrics } from './metrics';
import { serveMetrics, type MetricsServer } from './metrics-server';

const metrics = new Metrics();
let server: MetricsServer;
beforeAll(async () => {
  server = await serveMetrics({
    port: 0,
    metrics,
    source: { readDatabase: async () => ({ outbox: [], jobs: [] }) },
    onError: () => undefined,
  });
});
afterAll(() => server.close());

type Answer = { status: number; type: string; body: string };

function ask(host: string, path = '/metrics'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port: server.port, path, timeout: 2000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

/** This machine's own addresses other than loopback (a LAN or container address, IPv6 too). */
const otherAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .flatMap((info) =>
      info && !info.internal && info.scopeid === undefined ? [info.address] : [],
    );

describe('the METRICS_PORT server', () => {
  it('answers the metrics on 127.0.0.1, without a token', async () => {
    metrics.leadPost('stored');
    const answer = await ask('127.0.0.1');
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(answer.body, 'coachsite_lead_posts_total', { outcome: 'stored' })).toBe(1);
  });

  it('is reached from this machine only: no other address of it, IPv6 loopback included', async () => {
    for (const host of ['::1', ...otherAddresses()]) {
      await expect(ask(host), host).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    }
  });

  it('answers nothing but /metrics', async () => {
    const answer = await ask('127.0.0.1', '/');
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^application\/json/);
  });
});
