import { describe, expect, it } from 'vitest';
import type { WebsiteSummary } from '../../model/website';
import { createWebsite } from '../../../test/support/builders';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { buildApp } from '../app';
import { makeServices } from '../services';

const t = setupTestApp();

/** Hosts that cannot be a coach's domain: the app answers them, addressed at its default. */
const HOSTILE_HOSTS = ['localhost:1234', '127.0.0.1:9', '[::2]:80', 'a'.repeat(200)];
/** Domain names nobody here has: a plain 404 page, never a site, never the app (issue 37). */
const UNKNOWN_DOMAINS = [
  'evil.example',
  'evil.example:80',
  'localhost.evil.example',
  'xn--evil-9ra.example',
  `${'a'.repeat(60)}.example`,
];

async function publishNew(name: string): Promise<WebsiteSummary> {
  const website = await createWebsite(t, { name, template: 'coach' });
  const { status, body } = await t.call('POST', `/api/websites/${website.id}/publish`);
  expect(status).toBe(201);
  return (body as { website: WebsiteSummary }).website;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

describe('a Host header naming a domain nobody here has', () => {
  it('gets the same plain 404 page for every path: no live page, no app, no robots or sitemap', async () => {
    const site = await publishNew('Unknown Domain Proof');
    for (const host of UNKNOWN_DOMAINS) {
      for (const path of ['/', `/s/${site.slug}`, '/robots.txt', '/sitemap.xml', '/login']) {
        const page = await get(path, { host });
        expect(page.status, `${host}${path}`).toBe(404);
        expect(page.body).toContain('<h1>No website here</h1>');
        expect(page.body).not.toContain(site.name);
        expect(page.body).not.toContain('<script');
      }
      const api = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { host } });
      expect(api.statusCode).toBe(404);
      const post = await t.app.inject({
        method: 'POST',
        url: `/s/${site.slug}`,
        headers: { host },
      });
      expect(post.statusCode).toBe(404);
    }
  });
});

describe('a hostile Host header', () => {
  it('never reaches a live page: every host outside the allow-list gets the same page, addressed at the default', async () => {
    const site = await publishNew('Host Proof');
    const own = await get(`/s/${site.slug}`);
    expect(own.status).toBe(200);
    const canonical = `http://localhost:80/s/${site.slug}`;
    expect(auditHtml(own.body).links.canonical).toBe(canonical);
    for (const host of HOSTILE_HOSTS) {
      for (const headers of [{ host }, { 'x-forwarded-host': host }] as Record<string, string>[]) {
        const page = await get(`/s/${site.slug}`, headers);
        expect(page.status, host).toBe(200);
        expect(page.headers.etag, host).toBe(own.headers.etag);
        expect(page.body, host).not.toContain('evil');
        expect(auditHtml(page.body).metas['og:url']).toBe(canonical);
      }
    }
  });

  it('never reaches robots.txt, the sitemap, share links or the public address', async () => {
    const site = await publishNew('Crawler Proof');
    for (const host of HOSTILE_HOSTS) {
      const robots = await get('/robots.txt', { host });
      expect(robots.body).toContain('Sitemap: http://localhost:80/sitemap.xml');
      const sitemap = await get('/sitemap.xml', { 'x-forwarded-host': host });
      expect(sitemap.body).toContain(`<loc>http://localhost:80/s/${site.slug}</loc>`);
      expect(sitemap.body).not.toContain('evil');
      const address = await t.app.inject({
        method: 'GET',
        url: '/api/public-address',
        headers: { host, cookie: t.cookie },
      });
      expect(JSON.parse(address.body)).toEqual({ origin: 'http://localhost:80' });
    }
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/share/create-public-preview',
      headers: { host: '203.0.113.9', cookie: t.cookie },
      payload: { websiteId: site.id },
    });
    expect(JSON.parse(share.body).publicUrl).toMatch(/^http:\/\/localhost:80\/p\//);
  });

  it('an allowed host names itself', async () => {
    const site = await publishNew('Loopback Name');
    const page = await get(`/s/${site.slug}`, { host: '127.0.0.1' });
    expect(auditHtml(page.body).links.canonical).toBe(`http://127.0.0.1/s/${site.slug}`);
  });
});

describe('TRUST_PROXY', () => {
  it('off (the default): forwarded headers are ignored', async () => {
    const site = await publishNew('No Proxy');
    const page = await get(`/s/${site.slug}`, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'localhost',
    });
    expect(auditHtml(page.body).links.canonical).toBe(`http://localhost:80/s/${site.slug}`);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('on: the proxy tells the scheme and an allowed host', async () => {
    const app = await buildApp({
      db: t.database.db,
      services: makeServices(withTestPasswordCost({})),
      trustProxy: 1,
      allowedHosts: ['coach.example.com'],
    });
    const site = await publishNew('Behind Proxy');
    const visit = (host: string) =>
      app.inject({
        method: 'GET',
        url: `/s/${site.slug}`,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': host },
      });
    const allowed = await visit('coach.example.com');
    expect(auditHtml(allowed.body).links.canonical).toBe(
      `https://coach.example.com/s/${site.slug}`,
    );
    const hostile = await visit('evil.example');
    expect(hostile.statusCode).toBe(404);
    expect(hostile.body).not.toContain('evil.example');
    await app.close();
  });
});
