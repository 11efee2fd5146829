import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { publishLeadForm } from '../../../test/support/builders';
import { testDns, verifiedDomain } from '../../../test/support/domains';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';
import { buildApp } from '../app';
import { makeServices } from '../services';

const dns = testDns();
const t = setupTestApp(undefined, () => ({ domains: dns.settings() }));
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** An app process behind a proxy (TRUST_PROXY=1), listening on 127.0.0.1: the door is in front. */
async function serving() {
  const services = makeServices(withTestPasswordCost({ domains: dns.settings() }));
  const app = await buildApp({ db: t.database.db, services, trustProxy: 1 });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, services, port: (app.server.address() as AddressInfo).port };
}

/** A GET of her domain's / through a proxy that says which scheme the visitor used. */
function visit(port: number, scheme: 'http' | 'https', domain = 'scheme-coach.com') {
  return new Promise<{ status: number; canonical: string | undefined }>((resolve, reject) => {
    const headers = {
      host: `127.0.0.1:${port}`,
      'x-forwarded-host': domain,
      'x-forwarded-proto': scheme,
    };
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, canonical: auditHtml(body).links.canonical }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

// The door keeps each domain's page between requests: a visitor over http must not get the page
// kept for https (its canonical link and og:url naming the other scheme), nor the other way round.
it('names her domain with the scheme each visitor asked with, from memory too', async () => {
  const { services, port } = await serving();
  const { website } = await publishLeadForm(t, 'Scheme');
  await verifiedDomain(t, dns, website.id, 'scheme-coach.com');
  await waitFor('her page over https', async () => (await visit(port, 'https')).status === 200);
  const seen = [];
  for (const scheme of ['https', 'https', 'http', 'http', 'https'] as const) {
    seen.push(`${scheme}: ${(await visit(port, scheme)).canonical}`);
  }
  expect(seen).toEqual([
    'https: https://scheme-coach.com/',
    'https: https://scheme-coach.com/',
    'http: http://scheme-coach.com/',
    'http: http://scheme-coach.com/',
    'https: https://scheme-coach.com/',
  ]);
  const fromMemory = services.metrics.livePages.memory;
  expect((await visit(port, 'https')).canonical).toBe('https://scheme-coach.com/');
  expect(services.metrics.livePages.memory).toBe(fromMemory + 1);
});

// The door keeps the site a Host named until the domains change: a removal changes them at once.
it('stops answering her domain at once when she removes it, after the door served it', async () => {
  const { app, services, port } = await serving();
  const { website } = await publishLeadForm(t, 'Removed');
  const domain = await verifiedDomain(t, dns, website.id, 'removed-coach.com');
  const visitHere = () => visit(port, 'http', 'removed-coach.com');
  await waitFor('her page', async () => (await visitHere()).status === 200);
  const fromMemory = services.metrics.livePages.memory;
  expect((await visitHere()).canonical).toBe('http://removed-coach.com/');
  expect(services.metrics.livePages.memory).toBe(fromMemory + 1);
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/domains/${domain.id}`,
    headers: { cookie: t.cookie },
  });
  expect(removed.statusCode).toBe(204);
  expect((await visitHere()).status).toBe(404);
});
