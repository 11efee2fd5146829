import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { leads } from '../../src/server/db/schema';
import { makeServices, type Services } from '../../src/server/services';
import { startFakeGhl, type FakeGhl } from '../fakes/ghl-server';
import { startOutbox, submit } from '../support/lead-outbox';
import type { LiveLeadForm } from '../../src/server/domain/leads/live-lead-form';
import { createSharedTestDatabase } from '../support/test-database';
import { waitFor } from '../support/wait-for';
import { newSecretKey } from '../../src/server/secrets/secret-box';

/**
 * Two app processes on one database share the outbox: on PostgreSQL each has its own pool (as two
 * processes would); the embedded database is one process's, so there the two share it.
 */
let fake: FakeGhl;
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
const processes: { database: Database; services: Services }[] = [];

beforeAll(async () => {
  fake = await startFakeGhl({ rateLimit: { max: 100_000 } });
  shared = await createSharedTestDatabase();
  const first = await shared.open();
  const second = process.env.TEST_DB === 'postgres' ? await shared.open() : first;
  const secretKey = newSecretKey();
  for (const database of [first, second]) {
    processes.push({ database, services: makeServices({ ghlApiUrl: fake.url, secretKey }) });
  }
});
afterAll(async () => {
  const databases = new Set(processes.map((p) => p.database));
  for (const database of databases) await database.close();
  await shared.dispose();
  await fake.close();
});

it('delivers each lead once when two processes run the outbox on one database', async () => {
  const [one, two] = processes;
  if (!one || !two) throw new Error('two processes were started');
  const app = await buildApp({ db: one.database.db, services: one.services });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'two@example.com', password: 'correct horse battery', name: 'Two' },
  });
  const cookie = String(signUp.headers['set-cookie']).split(';')[0] ?? '';
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  await call('PUT', '/api/crm/connection', { apiKey: fake.apiKey, locationId: fake.locationId });
  const website = (
    await call('POST', '/api/websites', { name: 'Page', template: 'coaching-offer' })
  ).json<{ id: number; userId: number; name: string }>();
  const me = (await call('GET', '/api/auth/me')).json<{ user: { id: number } }>();
  const form: LiveLeadForm = {
    userId: me.user.id,
    websiteId: website.id,
    websiteName: website.name,
    slug: 'page',
    publicationId: 0,
    elementId: 1,
    fields: { name: 'required', email: 'required', phone: 'optional', message: 'optional' },
  };

  await fake.setMode('down');
  for (let n = 0; n < 60; n += 1) {
    const by = n % 2 === 0 ? one : two;
    await submit(by.database.db, by.services, form, n);
  }
  const runners = [
    startOutbox(one.database.db, one.services, 'one'),
    startOutbox(two.database.db, two.services, 'two'),
  ];
  await fake.setMode('up');
  await waitFor(
    'every lead delivered',
    async () => {
      const rows = await one.database.db.select({ status: leads.status }).from(leads);
      return rows.length === 60 && rows.every((r) => r.status === 'delivered');
    },
    { timeoutMs: 60_000 },
  );
  await Promise.all(runners.map((r) => r.stop()));
  await app.close();

  const created = fake.requests.filter(
    (r) => r.method === 'POST' && r.path === '/contacts/' && r.status === 201,
  );
  expect(created).toHaveLength(60);
  const emails = fake
    .contacts()
    .map((c) => c.email)
    .filter((e) => e?.startsWith('visitor'));
  expect(new Set(emails).size).toBe(60);
  expect(emails).toHaveLength(60);
  const notes = fake.notes().filter((n) => n.body.includes('Coachsite lead'));
  expect(notes).toHaveLength(60);
}, 90_000);
