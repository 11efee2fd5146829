import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Quotas } from '../../src/model/limits';
import { buildApp } from '../../src/server/app';
import { makeServices, type ServiceParts, type Services } from '../../src/server/services';
import type { Database } from '../../src/server/db/database';
import { openTestDatabase } from './test-database';
import { withTestPasswordCost } from './password-cost';

export { TEST_PASSWORD_COST, withTestPasswordCost } from './password-cost';

type Answer = { status: number; body: unknown; headers: Record<string, unknown> };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  services: Services;
  /** The session cookie of the coach this file's requests are made as by default. */
  cookie: string;
  /**
   * A request through the real app, as the default coach unless `as` names another session
   * cookie, or null for no one signed in.
   */
  call: (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    as?: string | null,
  ) => Promise<Answer>;
  /** Signs up a new coach and answers its session cookie. */
  signUp: (email: string, password?: string) => Promise<string>;
};

export const TEST_PASSWORD = 'correct horse battery';

export function sessionCookieOf(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const first = (Array.isArray(raw) ? raw[0] : raw) as string | undefined;
  if (!first) throw new Error('no session cookie set');
  return first.split(';')[0] as string;
}

/**
 * Registers before/after hooks that give this test file its own app on its own fresh database;
 * `quotas` (default: the app's) lets a file reach a limit with a few rows instead of a hundred;
 * `services` replaces others of the app's services (a renderer, a mailer); a function is read
 * when the app is built, after earlier hooks have started what it names (a fake CRM).
 */
export function setupTestApp(
  quotas?: Quotas,
  services: ServiceParts | (() => ServiceParts) = {},
): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    const parts = typeof services === 'function' ? services() : services;
    ctx.services = makeServices(withTestPasswordCost({ ...parts, ...(quotas ? { quotas } : {}) }));
    ctx.app = await buildApp({ db: ctx.database.db, services: ctx.services });
    ctx.call = async (method, url, payload, as) => {
      const cookie = as === undefined ? ctx.cookie : as;
      const response = await ctx.app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
      const text = response.body;
      return {
        status: response.statusCode,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers: response.headers,
      };
    };
    ctx.signUp = async (email, password = TEST_PASSWORD) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password, name: email.split('@')[0] },
      });
      if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
      return sessionCookieOf(response.headers);
    };
    ctx.cookie = await ctx.signUp('coach@example.com');
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
