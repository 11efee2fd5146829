import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { publishLeadForm } from '../../../test/support/builders';
import { verifiedDomain, addDomain, testDns } from '../../../test/support/domains';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { leads as leadsTable } from '../db/schema';
import { makeServices } from '../services';

const dns = testDns();
const domainSettings = () => dns.settings();
const t = setupTestApp(undefined, () => ({ domains: domainSettings() }));

/** Another process on the same database, behind a proxy that tells it the scheme and host. */
const others: FastifyInstance[] = [];
afterAll(() => Promise.all(others.map((app) => app.close())));
async function behindProxy(): Promise<FastifyInstance> {
  const services = makeServices(withTestPasswordCost({ domains: domainSettings() }));
  const app = await buildApp({ db: t.database.db, services, trustProxy: 1 });
  others.push(app);
  return app;
}

const visit = (host: string, url = '/', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('her own domain, served by Host', () => {
  it('answers her live page at /, named at the domain, with the same bytes otherwise', async () => {
    const { website, slug } = await publishLeadForm(t, 'Own Domain');
    await verifiedDomain(t, dns, website.id, 'own-domain-coach.com');
    const own = await visit('own-domain-coach.com');
    expect(own.statusCode).toBe(200);
    const audit = auditHtml(own.body);
    expect(audit.links.canonical).toBe('http://own-domain-coach.com/');
    expect(audit.metas['og:url']).toBe('http://own-domain-coach.com/');
    const platform = await visit('localhost', `/s/${slug}`);
    expect(own.body.replaceAll('http://own-domain-coach.com/', `http://localhost/s/${slug}`)).toBe(
      platform.body,
    );
    expect(own.headers['content-security-policy']).toBe(
      platform.headers['content-security-policy'],
    );
    const zipped = await visit('own-domain-coach.com', '/', { 'accept-encoding': 'br' });
    expect(zipped.headers['content-encoding']).toBe('br');
    const again = await visit('own-domain-coach.com', '/', {
      'if-none-match': String(own.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const robots = await visit('own-domain-coach.com', '/robots.txt');
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://own-domain-coach.com/sitemap.xml\n',
    );
    const sitemap = await visit('own-domain-coach.com', '/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://own-domain-coach.com/</loc>');
    expect(sitemap.body).not.toContain('/s/');
    for (const path of ['/login', '/api/auth/me', `/s/${slug}`, '/dashboard']) {
      const other = await visit('own-domain-coach.com', path);
      expect(other.statusCode, path).toBe(404);
      expect(other.body, path).toContain('This page isn’t available');
    }
  });

  it('takes a lead posted to the domain’s / and shows the thank-you there', async () => {
    const { website, formId } = await publishLeadForm(t, 'Domain Leads');
    await verifiedDomain(t, dns, website.id, 'leads-coach.com');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/',
      // As a browser sends it from the page: its own origin.
      headers: {
        host: 'leads-coach.com',
        origin: 'http://leads-coach.com',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `form=${formId}&name=Ada&email=ada%40example.com&message=Hello`,
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(
      `http://leads-coach.com/?sent=${formId}#lead-form-${formId}`,
    );
    const thanks = await visit('leads-coach.com', `/?sent=${formId}`);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.headers['cache-control']).toBe('no-store');
    const [lead] = await t.database.db
      .select({ pageAddress: leadsTable.pageAddress })
      .from(leadsTable)
      .where(eq(leadsTable.websiteId, website.id));
    expect(lead?.pageAddress).toBe('http://leads-coach.com/');
  });

  it('sends her other domains to the primary, keeping the path', async () => {
    const { website } = await publishLeadForm(t, 'Two Names');
    await verifiedDomain(t, dns, website.id, 'two-names.com');
    await verifiedDomain(t, dns, website.id, 'www.two-names.com');
    const www = await visit('www.two-names.com', '/?utm_source=card');
    expect(www.statusCode).toBe(301);
    expect(www.headers.location).toBe('http://two-names.com/?utm_source=card');
  });

  it('answers not available while the website is unpublished, and nothing at once when removed', async () => {
    const { website } = await publishLeadForm(t, 'Comes And Goes');
    const domain = await verifiedDomain(t, dns, website.id, 'comes-and-goes.com');
    expect((await visit('comes-and-goes.com')).statusCode).toBe(200);
    await t.call('POST', `/api/websites/${website.id}/unpublish`);
    const down = await visit('comes-and-goes.com');
    expect(down.statusCode).toBe(404);
    expect(down.body).toContain('This page isn’t available');
    await t.call('POST', `/api/websites/${website.id}/publish`);
    expect((await visit('comes-and-goes.com')).statusCode).toBe(200);
    await t.call('DELETE', `/api/domains/${domain.id}`);
    const gone = await visit('comes-and-goes.com');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('No website here');
  });

  it('serves nothing for a domain added but not verified', async () => {
    const { website } = await publishLeadForm(t, 'Not Yet');
    await addDomain(t, website.id, 'not-yet-coach.com');
    const page = await visit('not-yet-coach.com');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('No website here');
  });
});

describe('once her primary domain is live over HTTPS', () => {
  it('/s/{address} answers 301 to it, unless she keeps both; the Share tab says live', async () => {
    const proxy = await behindProxy();
    const { website, slug } = await publishLeadForm(t, 'Gone Live');
    const domain = await verifiedDomain(t, dns, website.id, 'gone-live.com');
    const overHttps = () =>
      proxy.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'gone-live.com' },
      });
    const first = await waitFor('the proxied process to serve it', async () => {
      const answer = await overHttps();
      return answer.statusCode === 200 && answer;
    });
    expect(auditHtml(first.body).links.canonical).toBe('https://gone-live.com/');
    const live = await waitFor('the domain to be live', async () => {
      const list = await t.call('GET', `/api/websites/${website.id}/domains`);
      const [found] = (list.body as { domains: { state: string }[] }).domains;
      return found?.state === 'live' && found;
    });
    expect(live).toMatchObject({ id: domain.id });
    const moved = await waitFor('/s/ to move', async () => {
      const answer = await visit('localhost', `/s/${slug}?utm_source=old-card`);
      return answer.statusCode === 301 && answer;
    });
    expect(moved.headers.location).toBe('https://gone-live.com/?utm_source=old-card');
    const kept = await t.call('PATCH', `/api/websites/${website.id}/domains`, {
      keepOwnAddress: true,
    });
    expect((kept.body as { keepOwnAddress: boolean }).keepOwnAddress).toBe(true);
    expect((await visit('localhost', `/s/${slug}`)).statusCode).toBe(200);
  });
});

describe('the live-page door', () => {
  it('answers a domain’s / from memory after its first visit, with the route’s bytes', async () => {
    const services = makeServices(withTestPasswordCost({ domains: domainSettings() }));
    const app = await buildApp({ db: t.database.db, services });
    others.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { website } = await publishLeadForm(t, 'Door Domain');
    await verifiedDomain(t, dns, website.id, 'door-coach.com');
    const get = () => fetchWithHost(port, 'door-coach.com');
    const first = await waitFor('the process to serve it', async () => {
      const answer = await get();
      return answer.status === 200 && answer;
    });
    const fromMemory = services.metrics.livePages.memory;
    const second = await get();
    expect(services.metrics.livePages.memory).toBe(fromMemory + 1);
    expect(second.body).toBe(first.body);
    expect(second.etag).toBe(first.etag);
    expect(auditHtml(second.body).links.canonical).toBe(`http://door-coach.com:${port}/`);
  });
});

/** A GET of / on 127.0.0.1:port with its Host header (fetch would not send one of our own). */
function fetchWithHost(port: number, host: string) {
  return new Promise<{ status: number; body: string; etag: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/', headers: { host: `${host}:${port}` } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, etag: String(res.headers.etag) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('another process', () => {
  it('learns a new domain and a removal within seconds', async () => {
    const other = await behindProxy();
    const { website } = await publishLeadForm(t, 'Elsewhere');
    const domain = await verifiedDomain(t, dns, website.id, 'elsewhere-coach.com');
    const there = () =>
      other.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-forwarded-host': 'elsewhere-coach.com' },
      });
    await waitFor('the other process to serve it', async () => (await there()).statusCode === 200);
    await t.call('DELETE', `/api/domains/${domain.id}`);
    await waitFor('the other process to stop', async () => (await there()).statusCode === 404);
  });
});

describe('/internal/tls/ask', () => {
  const ask = (domain: string, options: { remoteAddress?: string; query?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/internal/tls/ask?domain=${encodeURIComponent(domain)}${options.query ?? ''}`,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });

  it('says yes only for a verified domain of a published website, and only to this machine', async () => {
    const { website } = await publishLeadForm(t, 'Certified');
    const domain = await verifiedDomain(t, dns, website.id, 'certified-coach.com');
    await addDomain(t, website.id, 'www.certified-coach.com');
    expect((await ask('certified-coach.com')).statusCode).toBe(200);
    expect((await ask('CERTIFIED-coach.com.')).statusCode).toBe(200);
    expect((await ask('www.certified-coach.com')).statusCode).toBe(404);
    expect((await ask('unknown-coach.com')).statusCode).toBe(404);
    // A visitor's request that came through the proxy on this machine: loopback, but not Caddy.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/internal/tls/ask?domain=certified-coach.com',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(403);
    expect((await ask('certified-coach.com', { remoteAddress: '203.0.113.7' })).statusCode).toBe(
      403,
    );
    const listed = await t.call('GET', `/api/websites/${website.id}/domains`);
    expect(JSON.stringify(listed.body)).toContain('"state":"certificate-pending"');
    await t.call('POST', `/api/websites/${website.id}/unpublish`);
    expect((await ask('certified-coach.com')).statusCode).toBe(404);
    await t.call('POST', `/api/websites/${website.id}/publish`);
    await t.call('DELETE', `/api/domains/${domain.id}`);
    expect((await ask('certified-coach.com')).statusCode).toBe(404);
  });

  it('with TLS_ASK_TOKEN, answers a caller elsewhere that sends it', async () => {
    const services = makeServices(
      withTestPasswordCost({
        domains: { ...domainSettings(), tlsAskToken: 'a-long-enough-ask-token' },
      }),
    );
    const app = await buildApp({ db: t.database.db, services });
    others.push(app);
    const { website } = await publishLeadForm(t, 'Token Ask');
    await verifiedDomain(t, dns, website.id, 'token-ask.com');
    const from = { remoteAddress: '203.0.113.7' };
    const url = '/internal/tls/ask?domain=token-ask.com';
    expect((await app.inject({ method: 'GET', url, ...from })).statusCode).toBe(403);
    const wrong = await app.inject({
      method: 'GET',
      url: `${url}&token=wrong-token-of-same-len`,
      ...from,
    });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({
      method: 'GET',
      url: `${url}&token=a-long-enough-ask-token`,
      ...from,
    });
    expect(right.statusCode).toBe(200);
    const bearer = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer a-long-enough-ask-token' },
      ...from,
    });
    expect(bearer.statusCode).toBe(200);
  });
});
