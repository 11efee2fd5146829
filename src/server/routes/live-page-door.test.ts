import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteSummary } from '../../model/website';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { buildApp } from '../app';
import type { TrustProxy } from '../http/request-view';
import { makeServices, type Services } from '../services';
import { pageCampaignDays, pageViewDays } from '../db/schema';

const t = setupTestApp();

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Headers that belong to the connection or the moment, not to the page. */
const PER_ANSWER = ['date', 'connection', 'keep-alive'];

function pageOf(answer: Answer) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.includes(name)),
  );
  return { status: answer.status, headers, body: answer.body.toString('base64') };
}

function ask(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

type Running = { app: FastifyInstance; services: Services; port: number; logged: string[] };
const running: Running[] = [];
afterAll(() => Promise.all(running.map(({ app }) => app.close())));

/** The app as `npm start` runs it, logging every request Fastify answers at info. */
async function start(trustProxy: TrustProxy, clock?: { now: () => number }): Promise<Running> {
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  const services = makeServices(withTestPasswordCost(clock ? { clock } : {}));
  const app = await buildApp({
    db: t.database.db,
    services,
    logLevel: 'info',
    logStream,
    trustProxy,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const started = { app, services, port, logged };
  running.push(started);
  return started;
}

/** Requests to `path` that reached Fastify's routing (and its log). */
function routed(logged: string[], path: string): number {
  return logged.filter((line) => line.includes('"incoming request"') && line.includes(`"${path}`))
    .length;
}

let site: WebsiteSummary;
beforeAll(async () => {
  const website = await createWebsite(t, { name: 'Door Proof', template: 'coach' });
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  expect(published.status).toBe(201);
  site = (published.body as { website: WebsiteSummary }).website;
});

type Variant = { name: string; query?: string; headers: Record<string, string>; method?: string };

/** Asked first with nothing in memory (Fastify's route answers), then again (the door may). */
async function twice(server: Running, variant: Variant) {
  const path = `/s/${site.slug}${variant.query ?? ''}`;
  server.services.pageCache.forgetPointers();
  const before = routed(server.logged, path);
  const first = await ask(server.port, path, variant.headers, variant.method);
  const second = await ask(server.port, path, variant.headers, variant.method);
  return { first, second, routed: routed(server.logged, path) - before };
}

describe('the live page door', () => {
  const port = () => running[0]?.port ?? 0;
  const variants = (): Variant[] => [
    { name: 'no encoding', headers: {} },
    { name: 'brotli', headers: { 'accept-encoding': 'gzip, deflate, br' } },
    { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
    { name: 'its own host and port', headers: { host: `localhost:${port()}` } },
    {
      name: 'a hostile host',
      headers: { host: '203.0.113.9', 'x-forwarded-host': 'evil.example' },
    },
    {
      name: 'a browser from a newsletter',
      query: '?utm_source=news&utm_campaign=spring&utm_campaign=again',
      headers: { 'user-agent': LAPTOP, referer: `http://127.0.0.1:${port()}/` },
    },
    { name: 'a bot', headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } },
  ];

  it('answers the same status, headers and bytes as the route, and Fastify never sees it', async () => {
    const server = await start(false);
    for (const variant of variants()) {
      const { first, second, routed: seen } = await twice(server, variant);
      expect(first.status, variant.name).toBe(200);
      expect(pageOf(second), variant.name).toEqual(pageOf(first));
      expect(seen, `${variant.name}: only the first reached Fastify`).toBe(1);
    }
    // A page the browser holds: 304, with the same headers, from the door too.
    const etag = String((await ask(server.port, `/s/${site.slug}`, {})).headers.etag);
    const held = await twice(server, { name: 'held', headers: { 'if-none-match': etag } });
    expect(held.first.status).toBe(304);
    expect(pageOf(held.second)).toEqual(pageOf(held.first));
    expect(held.routed).toBe(1);
  });

  it('serves a page published again, and its own page to every host, after the door has served the old one', async () => {
    const server = await start(false);
    const path = `/s/${site.slug}`;
    const before = await twice(server, { name: 'before', headers: {} });
    expect(before.second.body.toString()).not.toContain('calendly.com/door-proof');
    const saved = await t.call('PATCH', `/api/websites/${site.id}`, {
      settings: { bookingCalendar: { url: 'https://calendly.com/door-proof' } },
    });
    expect(saved.status).toBe(200);
    expect((await t.call('POST', `/api/websites/${site.id}/publish`)).status).toBe(201);
    // As another process's publish reaches this one: when its pointer is read again.
    const after = await twice(server, { name: 'after', headers: {} });
    expect(after.routed, 'only the first reached Fastify').toBe(1);
    expect(after.second.body.toString()).toContain('calendly.com/door-proof');
    expect(pageOf(after.second)).toEqual(pageOf(after.first));
    // More hosts than the door keeps: each hostile one gets the default address, its own host its own.
    for (let i = 0; i < 70; i++) {
      const hostile = await ask(server.port, path, { host: `198.51.100.${i}` });
      expect(hostile.body.toString()).toContain(`http://localhost:${server.port}/s/${site.slug}`);
    }
    const own = await ask(server.port, path, { host: `localhost:${server.port}` });
    expect(own.body.toString()).toContain(`http://localhost:${server.port}/s/${site.slug}`);
  });

  it('keeps answering from memory when an address is due to be read again, while one read brings it up to date', async () => {
    const clock = { time: Date.now(), now: () => clock.time };
    const server = await start(false, clock);
    const path = `/s/${site.slug}`;
    const first = await twice(server, { name: 'first', headers: {} });
    expect(first.routed).toBe(1);
    const before = routed(server.logged, path);
    clock.time += 6_000; // the address's five seconds are up
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(server.port, path, {})));
    for (const answer of answers) expect(pageOf(answer)).toEqual(pageOf(first.second));
    expect(routed(server.logged, path) - before, 'no visitor waited for the database').toBe(0);
    clock.time += 60_000; // nobody asked for a minute: the address is read before it is served
    const late = await ask(server.port, path, {});
    expect(pageOf(late)).toEqual(pageOf(first.second));
    expect(routed(server.logged, path) - before).toBe(1);
  });

  it('leaves to the route what the route must draw or read: HEAD, a form outcome, a visitor another site sent to a form', async () => {
    const server = await start(false);
    const others: Variant[] = [
      { name: 'HEAD', headers: {}, method: 'HEAD' },
      { name: 'sent', query: '?sent=1', headers: {} },
      { name: 'another site', headers: { referer: 'https://news.example/today' } },
      { name: 'unknown page', headers: {}, query: '-gone' },
    ];
    for (const variant of others) {
      const { first, second, routed: seen } = await twice(server, variant);
      expect(pageOf(second), variant.name).toEqual(pageOf(first));
      expect(seen, `${variant.name}: both reached Fastify`).toBe(2);
    }
    // The page for a visitor another site sent carries that site in its form.
    const sent = await ask(server.port, `/s/${site.slug}`, { referer: 'https://news.example/' });
    expect(sent.body.toString()).toContain('news.example');
  });

  it('counts every browser view it serves, with its campaign, as the route does', async () => {
    const server = await start(false);
    const views = async () => {
      // Every server of this file has counted views of this page: all are written first, so one
      // written late (its own timer) cannot land between two readings.
      await Promise.all(
        [t.app, ...running.map((r) => r.app)].map((app) => app.visitCounter.flush()),
      );
      const total = sql<number>`coalesce(sum(views), 0)::int`;
      const { db } = t.database;
      const [all] = await db
        .select({ views: total })
        .from(pageViewDays)
        .where(eq(pageViewDays.websiteId, site.id));
      const [spring] = await db
        .select({ views: total })
        .from(pageCampaignDays)
        .where(
          and(eq(pageCampaignDays.websiteId, site.id), eq(pageCampaignDays.campaign, 'spring')),
        );
      const row = { views: Number(all?.views ?? 0), campaigns: Number(spring?.views ?? 0) };
      return row;
    };
    const before = await views();
    const { routed: seen } = await twice(server, {
      name: 'newsletter',
      query: '?utm_source=news&utm_campaign=spring',
      headers: { 'user-agent': LAPTOP },
    });
    expect(seen).toBe(1);
    await ask(server.port, `/s/${site.slug}`, { 'user-agent': 'Googlebot/2.1' });
    expect(await views()).toEqual({ views: before.views + 2, campaigns: before.campaigns + 2 });
  });

  it('behind a trusted proxy, names the address the proxy was asked at and sends HSTS over https', async () => {
    const server = await start(1);
    const headers = {
      host: 'internal:8080',
      'x-forwarded-host': 'localhost',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
      'accept-encoding': 'br',
    };
    const { first, second, routed: seen } = await twice(server, { name: 'proxied', headers });
    expect(first.headers['strict-transport-security']).toContain('max-age=');
    expect(pageOf(second)).toEqual(pageOf(first));
    expect(seen).toBe(1);
    const plain = await ask(server.port, `/s/${site.slug}`, {});
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers.etag).not.toBe(first.headers.etag); // https://localhost, not http://127.0.0.1
  });
});
