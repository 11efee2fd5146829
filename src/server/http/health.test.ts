import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-database';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { makeServices } from '../services';

let database: Database | undefined;
let app: FastifyInstance | undefined;
const logLines: string[] = [];

afterEach(async () => {
  await app?.close();
  await database?.close();
  app = database = undefined;
  logLines.length = 0;
});

async function serve(
  probes: { readiness?: () => Promise<string | null>; stopping?: () => boolean } = {},
): Promise<string> {
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    db: database.db,
    services: makeServices(),
    logLevel: 'info',
    logStream,
    ...probes,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('health probes', () => {
  it('answers /livez and /readyz with small JSON, checking the database, and logs neither', async () => {
    const base = await serve();
    for (let i = 0; i < 3; i++) {
      const live = await fetch(`${base}/livez`);
      expect(live.status).toBe(200);
      expect(live.headers.get('content-type')).toBe('application/json');
      expect(await live.json()).toEqual({ status: 'live' });
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
    expect(logLines.join('')).not.toMatch(/livez|readyz/);
  });

  it('is not ready while the database cannot serve, and says why', async () => {
    const base = await serve({
      readiness: async () => 'the database is unreachable (ECONNREFUSED)',
    });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      reason: 'the database is unreachable (ECONNREFUSED)',
    });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
  });

  it('is not ready once the database is closed, rather than hanging', async () => {
    const base = await serve();
    await database?.close();
    const started = Date.now();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
    database = undefined;
  });

  it('answers 503 at once when the process is asked to stop', async () => {
    let stopping = false;
    const base = await serve({ stopping: () => stopping });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    stopping = true;
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
  });
});
