import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../../../test/fakes/ghl-server';
import { createWebsite } from '../../../../test/support/builders';
import { outOfRangeDigits } from '../../../../test/support/out-of-range';
import { setupTestApp } from '../../../../test/support/test-app';

let fake: FakeGhl;
beforeAll(async () => {
  fake = await startFakeGhl({ rateLimit: { max: 1_000_000 } });
});
afterAll(() => fake.close());

const t = setupTestApp(undefined, () => ({ ghlApiUrl: fake.url }));
let websiteId = 0;
beforeAll(async () => {
  await t.call('PUT', '/api/crm/connection', { apiKey: fake.apiKey, locationId: fake.locationId });
  const website = await createWebsite(t, { template: 'coaching-offer' });
  websiteId = website.id;
  await t.call('POST', `/api/websites/${website.id}/publish`);
});

const ROUTES = [
  ['PUT', '/api/crm/connection'],
  ['PATCH', '/api/crm/connection'],
  ['GET', '/api/crm/contacts?:query'],
  ['POST', '/api/crm/contacts'],
  ['PUT', '/api/crm/contacts/:id'],
  ['DELETE', '/api/crm/contacts/:id'],
  ['GET', '/api/crm/calendars/:id/events?:query'],
  ['POST', '/api/crm/appointments'],
  ['GET', '/api/crm/leads?:query'],
  ['PUT', '/api/crm/leads/:id'],
  ['GET', '/api/leads?:query'],
  ['GET', '/api/leads.csv?:query'],
  ['POST', '/api/leads/:id/retry'],
  ['DELETE', '/api/leads/:id'],
  ['POST', '/forms/:website'],
] as const;

const keys = [
  'apiKey',
  'locationId',
  'leadRule',
  'pipelineId',
  'pipelineStageId',
  'email',
  'phone',
  'firstName',
  'calendarId',
  'contactId',
  'startTime',
  'endTime',
  'status',
  'form',
  'name',
  'message',
  'company_website',
  'limit',
  'cursor',
  'query',
  'from',
  'to',
  'websiteId',
  '__proto__',
];
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    'open',
    'won',
    'all',
    'always',
    '2026-01-01',
    '2026-01-01T10:00:00Z',
    'a@b.co',
    '\u0000',
    '\ud800',
    '-1',
    '1e9',
  ),
);
const body = fc.dictionary(
  fc.oneof(fc.constantFrom(...keys), fc.string()),
  fc.oneof(leaf, fc.array(leaf, { maxLength: 3 })),
  { maxKeys: 6 },
);
const query = fc.dictionary(
  fc.constantFrom(...keys),
  fc.oneof(
    fc.string(),
    fc.constantFrom('0', '101', '50', 'open', 'new', '%%', '2026-01-01'),
    outOfRangeDigits,
  ),
  { maxKeys: 3 },
);
const id = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.nat().map(String),
  fc.constantFrom('1', '-1', 'abc', '%00', '..'),
  outOfRangeDigits,
);

describe('the CRM and lead routes under random input', () => {
  it('never answer 500, and the API answers errors in the one error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        id,
        body,
        query,
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
        async ([method, path], someId, payload, params, contentType) => {
          const url = path
            .replace(':website', String(websiteId))
            .replace(':id', encodeURIComponent(someId))
            .replace(
              ':query',
              new URLSearchParams(
                Object.entries(params).map(([k, v]) => [k, String(v)]),
              ).toString(),
            );
          const encoded =
            contentType === 'application/json'
              ? JSON.stringify(payload)
              : new URLSearchParams(
                  Object.entries(payload).map(([k, v]) => [k, String(v)]),
                ).toString();
          const response = await t.app.inject({
            method,
            url,
            remoteAddress: `10.${Math.floor(Math.random() * 250)}.0.1`,
            headers: { 'content-type': contentType, cookie: t.cookie, accept: 'application/json' },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: encoded }),
          });
          expect(response.statusCode, `${method} ${url} ${encoded.slice(0, 200)}`).toBeLessThan(
            500,
          );
          if (
            response.statusCode >= 400 &&
            String(response.headers['content-type'] ?? '').includes('json')
          ) {
            expect(response.json()).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
          }
          // The coach's connection may be changed by a valid PUT/PATCH: bring it back.
          if (path === '/api/crm/connection' && response.statusCode < 300) {
            await t.call('PUT', '/api/crm/connection', {
              apiKey: fake.apiKey,
              locationId: fake.locationId,
            });
          }
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 250),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000),
      },
    );
  });
});
