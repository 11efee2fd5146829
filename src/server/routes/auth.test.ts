import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { makeServices } from '../services';
import { sessionCookieOf, setupTestApp, TEST_PASSWORD } from '../../../test/support/test-app';
import type { ErrorAnswer } from '../../../test/support/builders';

const t = setupTestApp();

describe('signing up, in and out', () => {
  it('signs up, answers the user and a session cookie that is httpOnly and SameSite=Lax', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: '  Maya@Example.com ',
        password: 'a long enough password',
        name: ' Maya Rivers ',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: { id: expect.any(Number), email: 'maya@example.com', name: 'Maya Rivers' },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      /^cs_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const me = await t.call('GET', '/api/auth/me', undefined, sessionCookieOf(response.headers));
    expect(me.body).toEqual({
      user: { id: expect.any(Number), email: 'maya@example.com', name: 'Maya Rivers' },
    });
  });

  it('refuses bad sign-ups naming the field, and a second account for one email', async () => {
    for (const [payload, field] of [
      [{ email: 'not-an-email', password: TEST_PASSWORD, name: 'A' }, 'email'],
      [{ email: 'a@example.com', password: 'short', name: 'A' }, 'password'],
      [{ email: 'a@example.com', password: TEST_PASSWORD, name: '  ' }, 'name'],
      [{ email: 'a@example.com', password: TEST_PASSWORD, name: 'A', admin: true }, 'admin'],
    ] as const) {
      const { status, body } = await t.call('POST', '/api/auth/signup', payload, null);
      expect(status, field).toBe(400);
      expect((body as ErrorAnswer).error.fields).toHaveProperty([field]);
    }
    const again = await t.call(
      'POST',
      '/api/auth/signup',
      { email: 'COACH@example.com', password: TEST_PASSWORD, name: 'B' },
      null,
    );
    expect(again.status).toBe(409);
    expect((again.body as ErrorAnswer).error.fields).toEqual({ email: 'already has an account' });
  });

  it('signs in with the right password only', async () => {
    await t.signUp('signin@example.com');
    const wrong = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'signin@example.com', password: 'wrong password!' },
      null,
    );
    expect(wrong.status).toBe(401);
    expect((wrong.body as ErrorAnswer).error.message).toBe(
      'That email and password do not match an account.',
    );
    const unknown = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'nobody@example.com', password: TEST_PASSWORD },
      null,
    );
    expect(unknown.status).toBe(401);
    const right = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'SignIn@example.com', password: TEST_PASSWORD },
      null,
    );
    expect(right.status).toBe(200);
    expect(right.headers['set-cookie']).toBeDefined();
  });

  it('locks one address out of an account for the minute after ten wrong passwords: the 11th try gets 429 with Retry-After', async () => {
    await t.signUp('target@example.com');
    for (let i = 1; i <= 10; i++) {
      const { status } = await t.call(
        'POST',
        '/api/auth/login',
        { email: 'target@example.com', password: `guess number ${i}` },
        null,
      );
      expect(status, `try ${i}`).toBe(401);
    }
    const locked = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'target@example.com', password: 'guess number 11' },
      null,
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const evenRight = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'target@example.com', password: TEST_PASSWORD },
      null,
    );
    expect(evenRight.status).toBe(429);
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '61 seconds'`,
    );
    const later = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'target@example.com', password: TEST_PASSWORD },
      null,
    );
    expect(later.status).toBe(200);
  });

  it('ends the session on sign-out: the old cookie no longer works', async () => {
    const cookie = await t.signUp('leaving@example.com');
    expect((await t.call('GET', '/api/websites', undefined, cookie)).status).toBe(200);
    const out = await t.call('POST', '/api/auth/logout', undefined, cookie);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^cs_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.call('GET', '/api/websites', undefined, cookie)).status).toBe(401);
  });

  it('ends the session when it expires', async () => {
    const cookie = await t.signUp('expiring@example.com');
    expect((await t.call('GET', '/api/auth/me', undefined, cookie)).status).toBe(200);
    await t.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = 'expiring@example.com')`,
    );
    expect((await t.call('GET', '/api/auth/me', undefined, cookie)).status).toBe(401);
  });

  it('refuses a state-changing request from another site with 403, and allows our own origin', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: { cookie: t.cookie, origin: 'https://evil.example' },
      payload: { name: 'CSRF', template: 'coach' },
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchMeta = await t.app.inject({
      method: 'DELETE',
      url: '/api/websites/1',
      headers: { cookie: t.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const loginCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'coach@example.com', password: TEST_PASSWORD },
    });
    expect(loginCsrf.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: { cookie: t.cookie, origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: { name: 'Own origin', template: 'coach' },
    });
    expect(own.statusCode).toBe(201);
    const names = ((await t.call('GET', '/api/websites')).body as { name: string }[]).map(
      (w) => w.name,
    );
    expect(names).not.toContain('CSRF');
  });

  it('never stores or logs a password in clear', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()),
    });
    const logged = await buildApp({
      db: t.database.db,
      services: makeServices(),
      logLevel: 'trace',
      logStream: sink,
    });
    const password = 'unmistakable-secret-4711';
    await logged.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'clear@example.com', password, name: 'Clear' },
    });
    await logged.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'clear@example.com', password: `${password}x` },
    });
    await logged.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(password);
    const rows = await t.database.db.execute(
      sql`SELECT password_hash FROM users WHERE email = 'clear@example.com'`,
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(password);
    expect(stored).toMatch(/scrypt\$32768\$8\$1\$/);
  });
});
