import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { makeServices } from '../services';
import { DEFAULT_QUOTAS } from '../../model/limits';
import {
  sessionCookieOf,
  setupTestApp,
  TEST_PASSWORD,
  withTestPasswordCost,
} from '../../../test/support/test-app';

const t = setupTestApp();

async function signInOn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response.headers);
}

const isSignedIn = async (cookie: string) =>
  (await t.call('GET', '/api/auth/me', undefined, cookie)).status === 200;

describe('signing out everywhere', () => {
  it('ends every session of the account, this one included, and clears the cookie', async () => {
    const here = await t.signUp('everywhere@example.com');
    const elsewhere = await signInOn(t.app, 'everywhere@example.com');
    const other = await t.signUp('bystander@example.com');
    const out = await t.call('POST', '/api/auth/logout-everywhere', undefined, here);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^cs_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await isSignedIn(here)).toBe(false);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await isSignedIn(other)).toBe(true);
    expect((await t.call('POST', '/api/auth/logout-everywhere', undefined, null)).status).toBe(401);
  });
});

describe('sessions per account', () => {
  let capped: FastifyInstance;
  beforeAll(async () => {
    capped = await buildApp({
      db: t.database.db,
      services: makeServices(
        withTestPasswordCost({ quotas: { ...DEFAULT_QUOTAS, sessionsPerAccount: 3 } }),
      ),
    });
  });
  afterAll(async () => {
    await capped.close();
  });

  it('a sign-in past the limit ends the oldest session, and only that one', async () => {
    const first = await t.signUp('busy@example.com');
    const second = await signInOn(capped, 'busy@example.com');
    const third = await signInOn(capped, 'busy@example.com');
    expect(await isSignedIn(first)).toBe(true);
    const fourth = await signInOn(capped, 'busy@example.com');
    expect(await isSignedIn(first)).toBe(false);
    for (const cookie of [second, third, fourth]) expect(await isSignedIn(cookie)).toBe(true);
    const fifth = await signInOn(capped, 'busy@example.com');
    expect(await isSignedIn(second)).toBe(false);
    for (const cookie of [third, fourth, fifth]) expect(await isSignedIn(cookie)).toBe(true);
  });

  it('forgets ended sessions when the account signs in again', async () => {
    await t.signUp('tidy@example.com');
    await signInOn(capped, 'tidy@example.com');
    await t.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = 'tidy@example.com')`,
    );
    await signInOn(capped, 'tidy@example.com');
    const rows = await t.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'tidy@example.com')`,
    );
    expect(JSON.stringify(rows)).toContain('"count":1');
  });
});
