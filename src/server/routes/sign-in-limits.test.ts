import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { makeServices } from '../services';
import type { SignInLimits } from '../domain/auth/sign-in-limits';
import { setupTestApp, TEST_PASSWORD, withTestPasswordCost } from '../../../test/support/test-app';

const t = setupTestApp();
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/**
 * An app on this file's database with smaller limits, so no test waits for an hour to pass. Its
 * secrets are the other app's: processes on one database share SECRET_KEY, and so the pseudonyms
 * addresses are counted under.
 */
async function appWith(limits: Partial<SignInLimits>): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.database.db,
    services: {
      ...makeServices(withTestPasswordCost({ limits: { signIn: limits } })),
      secrets: t.services.secrets,
    },
  });
  apps.push(app);
  return app;
}

type Try = { status: number; retryAfter: number; ms: number };

async function signIn(
  address: string,
  email: string,
  password: string,
  app: FastifyInstance = t.app,
): Promise<Try> {
  const started = Date.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { email, password },
  });
  return {
    status: response.statusCode,
    retryAfter: Number(response.headers['retry-after'] ?? 0),
    ms: Date.now() - started,
  };
}

async function signUpFrom(address: string, email: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: address,
    payload: { email, password: TEST_PASSWORD, name: 'Owner' },
  });
  expect(response.statusCode).toBe(201);
}

/** 25 attacker addresses, B..Z. */
const attackers = Array.from({ length: 25 }, (_, i) => `203.0.113.${i + 2}`);

describe('sign-in limits that an attacker cannot turn against the owner', () => {
  it('the owner signs in from their address while 50 wrong guesses come from 25 others', async () => {
    await signUpFrom('198.51.100.1', 'owner@example.com');
    const guesses = attackers.flatMap((address) =>
      [1, 2].map((n) => ({ address, password: `guess ${n} from ${address}` })),
    );
    // Two at a time: the password hash is slow on purpose, and this machine has few cores.
    for (let i = 0; i < guesses.length; i += 2) {
      const tries = await Promise.all(
        guesses.slice(i, i + 2).map((g) => signIn(g.address, 'owner@example.com', g.password)),
      );
      for (const attempt of tries) expect(attempt.status).toBe(401);
    }
    const owner = await signIn('198.51.100.1', 'owner@example.com', TEST_PASSWORD);
    expect(owner.status).toBe(200);
    // Below the account's hourly ceiling, a new address is not slowed down either.
    const travelling = await signIn('192.0.2.77', 'owner@example.com', TEST_PASSWORD);
    expect(travelling.status).toBe(200);
  }, 120_000);

  it('the attacker address gets 429 after ten failures; the owner elsewhere still signs in, and a success forgives their own typos', async () => {
    await signUpFrom('198.51.100.2', 'pair@example.com');
    for (let i = 1; i <= 10; i++) {
      const attempt = await signIn('203.0.113.99', 'pair@example.com', `wrong guess ${i}`);
      expect(attempt.status, `try ${i}`).toBe(401);
    }
    const locked = await signIn('203.0.113.99', 'pair@example.com', 'wrong guess 11');
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBeGreaterThan(0);
    expect(locked.retryAfter).toBeLessThanOrEqual(60);
    expect((await signIn('203.0.113.99', 'pair@example.com', TEST_PASSWORD)).status).toBe(429);
    expect((await signIn('198.51.100.2', 'pair@example.com', TEST_PASSWORD)).status).toBe(200);

    // The owner's own typos: nine, then the right password, forgives them; the count starts again.
    for (let i = 1; i <= 9; i++) {
      expect((await signIn('198.51.100.2', 'pair@example.com', `typo ${i}`)).status).toBe(401);
    }
    expect((await signIn('198.51.100.2', 'pair@example.com', TEST_PASSWORD)).status).toBe(200);
    for (let i = 1; i <= 3; i++) {
      expect((await signIn('198.51.100.2', 'pair@example.com', `typo ${i}`)).status).toBe(401);
    }
  }, 90_000);

  it('past the account ceiling, rotating addresses get no more guesses, and the owner still gets in at once', async () => {
    const app = await appWith({
      accountCeiling: 12,
      strangerIntervalSeconds: 60,
      maxDelaySeconds: 0,
    });
    await signUpFrom('198.51.100.4', 'ceiling@example.com');
    const answers: Try[] = [];
    for (let i = 0; i < 40; i++) {
      answers.push(await signIn(`192.0.2.${i + 1}`, 'ceiling@example.com', `rotating ${i}`, app));
    }
    const guessed = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429);
    // The ceiling's 12, then one stranger's turn in the 60-second lane; every other one refused.
    expect(guessed).toBe(13);
    expect(refused).toHaveLength(27);
    for (const answer of refused) expect(answer.retryAfter).toBeGreaterThan(0);

    const owner = await signIn('198.51.100.4', 'ceiling@example.com', TEST_PASSWORD, app);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(5000);

    // When the lane's turn comes round, one more stranger is let through: slowed, not locked.
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '61 seconds' WHERE key = 'strangers:ceiling@example.com'`,
    );
    expect((await signIn('192.0.2.200', 'ceiling@example.com', 'one more', app)).status).toBe(401);
    expect((await signIn('192.0.2.201', 'ceiling@example.com', 'and another', app)).status).toBe(
      429,
    );
  }, 120_000);

  it('past the ceiling a stranger waits for its turn, a few seconds at most, instead of being refused', async () => {
    const app = await appWith({
      accountCeiling: 2,
      strangerIntervalSeconds: 2,
      maxDelaySeconds: 5,
    });
    await signUpFrom('198.51.100.5', 'slowed@example.com');
    for (const address of ['192.0.2.210', '192.0.2.211']) {
      expect((await signIn(address, 'slowed@example.com', 'pushing past', app)).status).toBe(401);
    }
    const [first, second] = await Promise.all([
      signIn('192.0.2.212', 'slowed@example.com', 'first stranger', app),
      signIn('192.0.2.213', 'slowed@example.com', 'second stranger', app),
    ]);
    expect([first?.status, second?.status]).toEqual([401, 401]);
    const slower = Math.max(first?.ms ?? 0, second?.ms ?? 0);
    expect(slower).toBeGreaterThanOrEqual(1500);
    expect(slower).toBeLessThan(15_000);
  }, 60_000);
});
