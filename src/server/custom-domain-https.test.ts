import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDnsServer, type FakeDnsServer } from '../../test/fakes/dns-server';
import {
  call,
  json,
  publishThrough,
  startAppProcess,
  type AppProcess,
  type PublishedSite,
} from '../../test/support/app-processes';
import { TEST_PASSWORD } from '../../test/support/test-app';
import { createSharedTestDatabase } from '../../test/support/test-database';
import { visitOverHttps } from '../../test/support/https-visit';
import { startTlsFront, type TlsFront } from '../../test/support/tls-front';
import { waitFor } from '../../test/support/wait-for';
import type { CustomDomain, WebsiteDomains } from '../model/domains/custom-domains';
import type { InboxLead } from '../model/crm/inbox-api';

/**
 * Issue 37: HTTPS on a coach's own domain with the engines an operator runs. A real app process on
 * PostgreSQL behind Caddy 2.6's on-demand TLS (asking the app before each certificate), Pebble
 * (Let's Encrypt's test server) issuing, and a DNS server of the test's on which the coach sets
 * her records. Debian's caddy and pebble are installed by .ci/run: api-postgres project only.
 */
const APEX = 'maya-coaching.test';
const WWW = `www.${APEX}`;
/** Added, its records never set. */
const UNVERIFIED = 'maya-retreats.test';
/** Verified, then removed before anyone visited it. */
const REMOVED = 'maya-leadership.test';
const TARGET = 'sites.coachsite.test';
const SERVICE_IP = '192.0.2.10';

let dns: FakeDnsServer;
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let app: AppProcess;
let front: TlsFront;
let cookie: string;
let site: PublishedSite;
/** The live page's title at the website's own address, before any domain of hers was live. */
let ownTitle: string | undefined;
const stops: (() => Promise<void>)[] = [];

const api = <T>(method: string, path: string, body?: unknown) =>
  json<T>(call(app.base, method, path, body, { cookie }));

/** Adds a domain to the website; with `records`, sets at "her DNS provider" what the app asked. */
async function addDomain(domain: string, { records }: { records: boolean }) {
  const path = `/api/websites/${site.id}/domains`;
  const added = await call(app.base, 'POST', path, { domain }, { cookie });
  expect(added.status).toBe(201);
  const { domain: shown } = (await added.json()) as { domain: CustomDomain };
  if (records) {
    for (const record of shown.records) {
      const set = {
        CNAME: { CNAME: record.value },
        A: { A: [record.value] },
        AAAA: { AAAA: [record.value] },
        TXT: { TXT: [[record.value]] },
      }[record.type];
      dns.set(record.name, set);
    }
    const checked = await api<{ domain: CustomDomain }>('POST', `/api/domains/${shown.id}/check`);
    expect(checked.domain.state).toBe('verified');
  }
  return shown;
}

const titleOf = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1];

/** The one line Caddy 2.6 logs (at debug level) when the ask refuses a name a certificate. */
const refusalOf = (domain: string) =>
  `${domain}: certificate not allowed by ask endpoint ${app.base}/internal/tls/ask - non-2xx status code 404`;

beforeAll(async () => {
  [dns, shared] = await Promise.all([startFakeDnsServer(), createSharedTestDatabase()]);
  stops.push(() => dns.close(), shared.dispose);
  app = await startAppProcess(
    {
      ...shared.env,
      SECRET_KEY: 'custom-domain-https-test-secret-key-0123456789',
      // Caddy, on this machine, is the one proxy whose X-Forwarded-* the app believes.
      TRUST_PROXY: '127.0.0.1',
      DNS_SERVERS: dns.server,
      CUSTOM_DOMAIN_TARGET: TARGET,
      CUSTOM_DOMAIN_IPS: SERVICE_IP,
    },
    stops,
  );
  front = await startTlsFront(Number(new URL(app.base).port), stops);
  ({ cookie, site } = await publishThrough(app.base, 'maya@example.com', TEST_PASSWORD));
  ownTitle = titleOf(await (await fetch(`${app.base}${site.path}`)).text());
  await addDomain(APEX, { records: true });
  const www = await addDomain(WWW, { records: true });
  await addDomain(UNVERIFIED, { records: false });
  const removed = await addDomain(REMOVED, { records: true });
  expect(
    (await call(app.base, 'DELETE', `/api/domains/${removed.id}`, undefined, { cookie })).status,
  ).toBe(204);
  // The apex is the address visitors should end at.
  const domains = await api<WebsiteDomains>('GET', `/api/websites/${site.id}/domains`);
  const apex = domains.domains.find((d) => d.domain === APEX);
  if (!apex) throw new Error('the apex domain is not listed');
  if (!apex.isPrimary) await api('POST', `/api/domains/${apex.id}/primary`);
  expect(www.isPrimary).toBe(false);
}, 180_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

describe('a coach’s own domain over HTTPS, Caddy in front', () => {
  it('gets a certificate from the ACME server at its first visit and serves her live page', async () => {
    const page = await visitOverHttps(front, APEX, '/', { headers: { accept: 'text/html' } });
    expect(page.certificate.names).toContain(`DNS:${APEX}`);
    expect(page.certificate.issuer).toMatch(/^Pebble Intermediate CA/);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(page.body)).toBe(ownTitle);
    expect(ownTitle).toBeDefined();
    expect(page.body).toContain('<form');
    // Her website's own address (which showed the same page) now sends visitors here.
    const own = await fetch(`${app.base}${site.path}`, { redirect: 'manual' });
    expect(own.status).toBe(301);
    expect(own.headers.get('location')).toBe(`https://${APEX}/`);
    const listed = await api<WebsiteDomains>('GET', `/api/websites/${site.id}/domains`);
    expect(listed.domains.find((d) => d.domain === APEX)?.state).toBe('live');
  });

  it('takes a visitor’s lead form post on the same host and shows the thank-you message', async () => {
    const page = await visitOverHttps(front, APEX, '/');
    // A form without an action posts to the page's own address: here, `/` on her domain.
    const form = /<form\b[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(form).toMatch(/method="post"/i);
    const action = /\saction="([^"]*)"/.exec(form)?.[1] ?? '/';
    const origin = `https://${APEX}:${front.httpsPort}`;
    const target = new URL(action, `${origin}/`);
    expect(target.host).toBe(`${APEX}:${front.httpsPort}`);
    const sent = await visitOverHttps(front, APEX, target.pathname, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin,
        referer: `${origin}/`,
      },
      body: new URLSearchParams({
        form: String(site.form),
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'I found you at your own domain',
      }).toString(),
    });
    expect(sent.status).toBe(303);
    const location = new URL(String(sent.headers.location), origin);
    expect(location.hostname).toBe(APEX);
    expect(location.searchParams.get('sent')).toBe(String(site.form));
    const thanked = await visitOverHttps(front, APEX, location.pathname + location.search);
    expect(thanked.status).toBe(200);
    expect(thanked.body).toContain('Thank you! Your message is on its way');
    const { leads } = await api<{ leads: InboxLead[] }>('GET', '/api/leads');
    expect(leads.map((l) => l.email)).toContain('ada@example.com');
  });

  it('answers the www domain (verified, not primary) with a 301 to the apex, over HTTPS', async () => {
    const answer = await visitOverHttps(front, WWW, '/');
    expect(answer.certificate.names).toContain(`DNS:${WWW}`);
    expect(answer.status).toBe(301);
    expect(new URL(String(answer.headers.location)).hostname).toBe(APEX);
    expect(String(answer.headers.location)).toMatch(/^https:\/\//);
  });

  // Caddy's own ask comes straight from loopback; a visitor's request comes through Caddy, from
  // loopback too, but with the visitor's address in X-Forwarded-For. Whatever Host she names (her
  // domain, or the app's own, here 127.0.0.1), she must not learn which domains are served.
  it.each([APEX, '127.0.0.1'])(
    'does not answer the ask to a visitor who asks it through Caddy (Host %s)',
    async (host) => {
      const asked = await visitOverHttps(front, APEX, `/internal/tls/ask?domain=${APEX}`, {
        headers: { host },
      });
      expect(asked.status).toBeGreaterThanOrEqual(400);
    },
  );

  it('stops serving a live domain the coach removes, at once', async () => {
    const domains = await api<WebsiteDomains>('GET', `/api/websites/${site.id}/domains`);
    const www = domains.domains.find((d) => d.domain === WWW);
    const removed = await call(app.base, 'DELETE', `/api/domains/${www?.id}`, undefined, {
      cookie,
    });
    expect(removed.status).toBe(204);
    // Caddy keeps the certificate it has (nothing tells it); the app no longer knows the name.
    const answer = await visitOverHttps(front, WWW, '/');
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).not.toContain('<form');
  });

  it.each([
    ['an unverified domain', UNVERIFIED],
    ['a removed domain', REMOVED],
  ])(
    'gives %s no certificate: the handshake fails, Caddy logs the ask refusing',
    async (_, name) => {
      await expect(visitOverHttps(front, name, '/')).rejects.toThrow(/alert internal error/);
      await waitFor(`Caddy to log the refusal of ${name}`, () =>
        front.caddyLog().includes(refusalOf(name)),
      );
      expect(front.caddyLog()).not.toContain(
        `"certificate obtained successfully","identifier":"${name}"`,
      );
    },
  );
});
