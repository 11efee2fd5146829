import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** A request through the real app; JSON in and out. */
  call: (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ) => Promise<{ status: number; body: unknown; headers: Record<string, unknown> }>;
};

/** Registers before/after hooks that give this test file its own app on its own fresh database. */
export function setupTestApp(): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.app = await buildApp({ db: ctx.database.db });
    ctx.call = async (method, url, payload) => {
      const response = await ctx.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
      const text = response.body;
      return {
        status: response.statusCode,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers: response.headers,
      };
    };
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
