import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../../../test/fakes/ghl-server';
import { openTestDatabase } from '../../../../test/support/test-database';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { makeServices } from '../../services';
import { withTestPasswordCost } from '../../../../test/support/test-app';

let fake: FakeGhl;
let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  fake = await startFakeGhl();
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({
    db: database.db,
    services: makeServices(withTestPasswordCost({ ghlApiUrl: fake.url })),
    logLevel: 'trace',
    logStream,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fake.close();
});

it('never writes a CRM token into a log line, whatever happens to the call', async () => {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'logs@example.com', password: 'correct horse battery', name: 'Logs' },
  });
  const cookie = String(signUp.headers['set-cookie']).split(';')[0] ?? '';
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const refused = 'pit-refused-0000-1111-2222';
  await call('PUT', '/api/crm/connection', { apiKey: refused, locationId: fake.locationId });
  await call('PUT', '/api/crm/connection', { apiKey: fake.apiKey, locationId: fake.locationId });
  await call('GET', '/api/crm/overview');
  await fake.setMode('500');
  await call('GET', '/api/crm/contacts');
  await fake.setMode('down');
  await call('GET', '/api/crm/calendars');
  await fake.setMode('up');
  expect(lines.length).toBeGreaterThan(5);
  const logged = lines.join('\n');
  expect(logged).toContain('/api/crm/connection');
  expect(logged).not.toContain(fake.apiKey);
  expect(logged).not.toContain(refused);
});
