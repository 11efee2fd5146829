import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp, TEST_PASSWORD, withTestPasswordCost } from '../../../test/support/test-app';
import { LEAD_SUBMISSIONS_PER_MINUTE } from '../../model/crm/lead-form';
import { buildApp } from '../app';
import { forgetEndedCounters, LONGEST_WINDOW_SECONDS } from '../domain/auth/rate-limit';
import { startJobs } from '../jobs/start-jobs';
import { makeServices } from '../services';

/*
 * A visitor's address is kept nowhere: the rate limits count a keyed hash of it (visitor.ts),
 * leads and analytics keep none, and ended rate-limit rows are cleared (jobs/forget-counters.ts).
 */

const t = setupTestApp(undefined, { analyticsFlushMs: 60_000 });
/** Behind one trusted proxy: the visitor's address comes in X-Forwarded-For. */
let proxied: FastifyInstance;
let site: { id: number; path: string; formId: number };
const PROXY = '10.20.30.40';

beforeAll(async () => {
  proxied = await buildApp({ db: t.database.db, services: t.services, trustProxy: 1 });
  const website = await createWebsite(t, { name: 'Addresses', template: 'coaching-offer' });
  const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
  if (!form) throw new Error('the coaching offer starts with a lead form');
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  expect(published.status).toBe(201);
  const path = new URL((published.body as { url: string }).url).pathname;
  site = { id: website.id, path, formId: form.id };
});
afterAll(async () => {
  await proxied.close();
});

const from = (address: string): Pick<InjectOptions, 'remoteAddress' | 'headers'> => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': address },
});

function signIn(address: string, email: string, password: string) {
  const { remoteAddress, headers } = from(address);
  return proxied.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email, password },
  });
}

function postLead(address: string, fields: Record<string, string> = {}) {
  const { remoteAddress, headers } = from(address);
  return proxied.inject({
    method: 'POST',
    url: `/forms/${site.id}`,
    remoteAddress,
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    payload: new URLSearchParams({
      form: String(site.formId),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Tell me more',
      ...fields,
    }).toString(),
  });
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every table and column (as text) of the database that holds `needle`, as "table.column". */
async function wherever(needle: string): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.database.db.execute(
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    ),
  );
  expect(columns.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE strpos(${sql.identifier(column)}::text, ${needle}) > 0`,
      ),
    );
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const rateLimitKeys = async () =>
  rowsOf<{ key: string }>(await t.database.db.execute(sql`SELECT key FROM rate_limits`)).map(
    (r) => r.key,
  );

describe("a visitor's address", () => {
  it('is in no row of any table after sign-ins, a lead, a page view and a sign-up', async () => {
    const visitor = '198.51.100.173';
    await t.signUp('owner@example.com');
    expect((await signIn(visitor, 'owner@example.com', 'not the password')).statusCode).toBe(401);
    expect((await signIn(visitor, 'owner@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    const { remoteAddress, headers } = from(visitor);
    const signUp = await proxied.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress,
      headers,
      payload: { email: 'newcomer@example.com', password: TEST_PASSWORD, name: 'Newcomer' },
    });
    expect(signUp.statusCode).toBe(201);
    expect([201, 202]).toContain((await postLead(visitor)).statusCode);
    const view = await proxied.inject({
      method: 'GET',
      url: site.path,
      remoteAddress,
      headers: { ...headers, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
    });
    expect(view.statusCode).toBe(200);
    await proxied.visitCounter.flush();

    // What was written is there (the scan would find the address if it were kept)...
    const counted = rowsOf<{ views: number }>(
      await t.database.db.execute(
        sql`SELECT views FROM page_view_days WHERE website_id = ${site.id}`,
      ),
    );
    expect(counted).toEqual([{ views: 1 }]);
    expect(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`SELECT count(*)::int AS n FROM leads`),
      )[0]?.n,
    ).toBe(1);
    const keys = await rateLimitKeys();
    expect(keys.some((k) => k.startsWith('address:v1.'))).toBe(true);
    expect(keys.some((k) => k.startsWith('lead-form:v1.'))).toBe(true);
    expect(keys.some((k) => k.startsWith('remembered:'))).toBe(true);
    // ...and the address is in none of it, in any form a column can hold.
    expect(await wherever(visitor)).toEqual([]);
    expect(await wherever(PROXY)).toEqual([]);
    expect(await wherever('owner@example.com')).toEqual(
      expect.arrayContaining(['users.email', 'rate_limits.key']),
    );
  });

  it('still has its own limits: one address is refused, another is not', async () => {
    const busy = '203.0.113.41';
    for (let i = 0; i < LEAD_SUBMISSIONS_PER_MINUTE; i += 1) {
      expect([201, 202]).toContain((await postLead(busy)).statusCode);
    }
    const refused = await postLead(busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect([201, 202]).toContain((await postLead('203.0.113.42')).statusCode);

    // Sign-in, per address: an app with three attempts a minute on this database and key.
    const strict = await buildApp({
      db: t.database.db,
      services: {
        ...makeServices(withTestPasswordCost({ limits: { signIn: { perAddress: 3 } } })),
        secrets: t.services.secrets,
      },
    });
    try {
      const attempt = (address: string) =>
        strict.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: address,
          payload: { email: 'nobody@example.com', password: 'a wrong password' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('192.0.2.61')).statusCode).toBe(401);
      expect((await attempt('192.0.2.61')).statusCode).toBe(429);
      expect((await attempt('192.0.2.62')).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
    expect(await wherever('192.0.2.61')).toEqual([]);
    expect(await wherever('203.0.113.41')).toEqual([]);
  });
});

describe('rate-limit rows', () => {
  it('are cleared once their window is over, at start and periodically, in every process', async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
    await t.database.db.execute(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES
        ('address:v1.ended', now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS + 60}), 3),
        ('address:v1.current', now() - interval '30 seconds', 2),
        ('account:old@example.com', now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS}) - interval '1 second', 9),
        ('address:10.0.0.1', now() - interval '2 days', 1),
        ('remembered:recent', now() - interval '30 days', 1),
        ('remembered:forgotten', now() - interval '91 days', 1)
    `);
    const logged: string[] = [];
    const jobs = await startJobs({
      db: t.database.db,
      services: t.services,
      log: (_level, message) => logged.push(message),
      pollMs: 60_000,
      forgetCountersEveryMs: 50,
    });
    try {
      // Cleared as the jobs start; added again, cleared by the next round.
      await expect
        .poll(rateLimitKeys, { timeout: 10_000 })
        .toEqual(expect.not.arrayContaining(['address:v1.ended']));
      expect((await rateLimitKeys()).sort()).toEqual(['address:v1.current', 'remembered:recent']);
      await t.database.db.execute(
        sql`INSERT INTO rate_limits (key, window_start, count) VALUES ('pair:x|v1.later', now() - interval '3 days', 1)`,
      );
      await expect
        .poll(async () => (await rateLimitKeys()).includes('pair:x|v1.later'), { timeout: 10_000 })
        .toBe(false);
    } finally {
      await jobs.stop();
    }
    expect(logged.filter((m) => m.includes('rate-limit'))).toEqual([]);

    // Several processes clearing at once do not trip over each other.
    const many = Array.from(
      { length: 30 },
      (_, i) => `('lead-form:v1.${i}:1', now() - interval '2 days', 1)`,
    );
    await t.database.db.execute(
      sql.raw(`INSERT INTO rate_limits (key, window_start, count) VALUES ${many.join(', ')}`),
    );
    const cleared = await Promise.all(
      [1, 2, 3].map(() => forgetEndedCounters(t.database.db, { rememberDays: 90, batch: 7 })),
    );
    expect(cleared.reduce((a, b) => a + b, 0)).toBe(30);
    expect((await rateLimitKeys()).sort()).toEqual(['address:v1.current', 'remembered:recent']);
  });

  it('refuse a window longer than the clean-up keeps them', async () => {
    const { countAttempt } = await import('../domain/auth/rate-limit');
    await expect(
      countAttempt(t.database.db, 'too-long', LONGEST_WINDOW_SECONDS + 1),
    ).rejects.toThrow(/window/);
  });
});
