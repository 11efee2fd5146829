import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from '../../model/pages';
import { createWebsite } from '../../../test/support/builders';
import { testDns, verifiedDomain } from '../../../test/support/domains';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';
import { buildApp } from '../app';
import { makeServices } from '../services';

const dns = testDns();
const t = setupTestApp(undefined, () => ({ domains: dns.settings() }));

type Answer = { status: number; body: string; etag: string };

function ask(port: number, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          etag: String(res.headers.etag),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const running: FastifyInstance[] = [];
afterAll(() => Promise.all(running.map((app) => app.close())));

/** The app as `npm start` runs it, logging every request Fastify's routing answers. */
async function start() {
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  const services = makeServices(withTestPasswordCost({ domains: dns.settings() }));
  const app = await buildApp({ db: t.database.db, services, logLevel: 'info', logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  running.push(app);
  const port = (app.server.address() as AddressInfo).port;
  /** Requests for `path` that reached Fastify's routing. */
  const routed = (path: string) =>
    logged.filter(
      (line) =>
        line.includes('"incoming request"') &&
        // Her domain's addresses are routed as /_site{path} (site-routing.ts).
        (line.includes(`"url":"${path}"`) || line.includes(`"url":"/_site${path}"`)),
    ).length;
  return { port, routed };
}

describe('the live page door, for a website of several pages', () => {
  it('serves a page other than home from memory after its first visit, on /s/ and on her domain', async () => {
    const website = await createWebsite(t, { name: 'Door Pages', template: 'coach' });
    const added = await t.call('POST', `/api/websites/${website.id}/pages`, { template: 'about' });
    const about = (added.body as { page: Page }).page;
    const published = await t.call('POST', `/api/websites/${website.id}/publish`);
    const slug = new URL((published.body as { url: string }).url).pathname.split('/').pop();
    await verifiedDomain(t, dns, website.id, 'door-pages-coach.com');
    const server = await start();
    for (const [host, path] of [
      ['localhost', `/s/${slug}/${about.slug}`],
      ['door-pages-coach.com', `/${about.slug}`],
    ] as const) {
      const first = await ask(server.port, path, host);
      const second = await ask(server.port, path, host);
      expect(first.status, host).toBe(200);
      expect(second.body, host).toBe(first.body);
      expect(second.etag, host).toBe(first.etag);
      expect(server.routed(path), `${host}: only the first reached Fastify`).toBe(1);
    }
    // A page's former address is the route's to answer (a 301), every time.
    await t.call('PATCH', `/api/pages/${about.id}`, { slug: 'my-story' });
    await t.call('POST', `/api/websites/${website.id}/publish`);
    const old = `/s/${slug}/${about.slug}`;
    // Another process learns of the publish within seconds (page-cache.ts pointers).
    await waitFor(
      'the old address to move',
      async () => (await ask(server.port, old, 'localhost')).status === 301,
    );
    const before = server.routed(old);
    for (let i = 0; i < 2; i++) expect((await ask(server.port, old, 'localhost')).status).toBe(301);
    expect(server.routed(old) - before).toBe(2);
  });
});
