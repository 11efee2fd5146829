import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCookieOf, withTestPasswordCost } from '../../../test/support/test-app';
import { migratedPglite } from '../../../test/support/test-database';
import { buildApp } from '../app';
import { makeServices } from '../services';
import { openPglite, type Database } from '../db/database';

const BUSY = {
  error: { code: 'unavailable', message: 'The server is busy. Please try again in a moment.' },
};

type Setup = { database: Database; app: FastifyInstance; cookie: string; slug: string };
const opened: Setup[] = [];

afterEach(async () => {
  for (const { app, database } of opened.splice(0)) {
    await app.close();
    await database.close();
  }
});

/** An app on PGlite with a tiny DB_BUSY_MS, a signed-in coach and one live page. */
async function start(giveUpMs: number): Promise<Setup> {
  const database = await openPglite(null, { busyMs: 50, giveUpMs, copyOf: await migratedPglite() });
  const app = await buildApp({
    db: database.db,
    services: makeServices(withTestPasswordCost({})),
    databaseBusy: database.busy,
  });
  const setup = { database, app, cookie: '', slug: '' };
  opened.push(setup);
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'busy@example.com', password: 'correct horse battery', name: 'Busy' },
  });
  setup.cookie = sessionCookieOf(signUp.headers);
  const created = await app.inject({
    method: 'POST',
    url: '/api/websites',
    headers: { cookie: setup.cookie },
    payload: { name: 'Calm Coaching', template: 'coach' },
  });
  const { id } = created.json<{ id: number }>();
  const published = await app.inject({
    method: 'POST',
    url: `/api/websites/${id}/publish`,
    headers: { cookie: setup.cookie },
  });
  setup.slug = published.json<{ website: { slug: string } }>().website.slug;
  // The first visit puts the live page in memory, as any visit does.
  expect((await app.inject({ url: `/s/${setup.slug}` })).statusCode).toBe(200);
  return setup;
}

/** Holds the database as a long transaction does; the queries behind it wait until `release`. */
async function holdDatabase(database: Database): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  const held = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    started();
    await released;
  });
  await running;
  return async () => {
    release();
    await held;
  };
}

async function timed<T>(work: Promise<T>): Promise<{ answer: T; ms: number }> {
  const start = performance.now();
  const answer = await work;
  return { answer, ms: performance.now() - start };
}

describe('when the embedded database falls behind', () => {
  it('answers API calls 503 with Retry-After within a second, while live pages still load', async () => {
    const { database, app, cookie, slug } = await start(60_000);
    const release = await holdDatabase(database);
    // A query that waits behind it (Drizzle runs a query once something awaits it).
    const waiting = database.db.execute(sql`select 1`).then(() => 'ran');
    try {
      await vi.waitFor(() => expect(database.busy()).toBe(true));

      for (const [method, url] of [
        ['GET', '/api/websites'],
        ['POST', '/api/websites'],
        ['GET', '/api/auth/me'],
      ] as const) {
        const { answer, ms } = await timed(
          app.inject({
            method,
            url,
            headers: { cookie },
            payload: method === 'POST' ? {} : undefined,
          }),
        );
        expect(answer.statusCode, `${method} ${url}`).toBe(503);
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toEqual(BUSY);
        expect(ms).toBeLessThan(1000);
      }
      const page = await app.inject({ url: `/s/${slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Calm Coaching');
    } finally {
      await release();
    }
    expect(await waiting).toBe('ran');
    expect(database.busy()).toBe(false);
    const after = await app.inject({ url: '/api/websites', headers: { cookie } });
    expect(after.statusCode).toBe(200);
  });

  it('gives up on a request whose database work has waited too long, instead of hanging', async () => {
    const { database, app, cookie } = await start(300);
    const release = await holdDatabase(database);
    let stillWaiting: NodeJS.Timeout | undefined;
    try {
      expect(database.busy()).toBe(false);
      const { answer, ms } = await timed(
        Promise.race([
          app.inject({ url: '/api/websites', headers: { cookie } }),
          new Promise<never>((_, reject) => {
            stillWaiting = setTimeout(
              () => reject(new Error('the request is still waiting after 5 s')),
              5000,
            );
          }),
        ]),
      );
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual(BUSY);
      expect(ms).toBeGreaterThanOrEqual(300);
    } finally {
      clearTimeout(stillWaiting);
      await release();
    }
    const after = await app.inject({ url: '/api/websites', headers: { cookie } });
    expect(after.statusCode).toBe(200);
  });
});
