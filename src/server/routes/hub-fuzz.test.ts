import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_MUM } from '../../../test/support/avatars';
import { setupTestApp } from '../../../test/support/test-app';
import { emptyStages } from '../../model/journeys/journey';

const t = setupTestApp();
const ids = { journey: 1, conversation: 1, avatar: 1 };

beforeAll(async () => {
  ids.avatar = ((await t.call('POST', '/api/avatars', NEW_MUM)).body as { id: number }).id;
  const journey = await t.call('POST', '/api/journeys', {
    avatarId: ids.avatar,
    name: 'Fuzzed',
    stages: emptyStages(),
  });
  ids.journey = (journey.body as { id: number }).id;
  ids.conversation = (
    (await t.call('POST', '/api/coach/conversations', {})).body as { id: number }
  ).id;
});

const BODY_ROUTES = [
  ['POST', '/api/journeys'],
  ['PUT', '/api/journeys/:journey'],
  ['POST', '/api/journeys/draft'],
  ['POST', '/api/coach/conversations'],
  ['PATCH', '/api/coach/conversations/:conversation'],
  ['POST', '/api/coach/conversations/:conversation/messages'],
] as const;

const keys = [
  'avatarId',
  'name',
  'stages',
  'key',
  'questions',
  'touchpoints',
  'contentIds',
  'title',
  'kind',
  'label',
  'ref',
  'variant',
  '__proto__',
];
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('awareness', 'decision', 'page', 'call', '\u0000', '\ud800', 2 ** 31, -1),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 7 }),
    tie('object'),
  ),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), tie('value'), {
    maxKeys: 5,
  }),
})).value;
const idSegment = fc.oneof(
  fc.constantFrom('journey', 'conversation'),
  fc.constantFrom('0', '-1', 'abc', '1.5', '99999999999', '%00', '1e3'),
  fc.nat().map(String),
);

function expectOneErrorShape(status: number, body: string) {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    const parsed = JSON.parse(body) as { error: { code: string; message: string } };
    expect(typeof parsed.error.message).toBe('string');
  }
}

describe('the Content Hub’s new routes under random input', () => {
  it('journeys and coaching sessions never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_ROUTES),
        idSegment,
        json,
        async ([method, path], id, body) => {
          const realId = id in ids ? String(ids[id as keyof typeof ids]) : id;
          const url = path.replace(/:(journey|conversation)/, encodeURIComponent(realId));
          const response = await t.app.inject({
            method,
            url,
            headers: { cookie: t.cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectOneErrorShape(response.statusCode, response.statusCode >= 400 ? response.body : '');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('analytics never answers 500, whatever the query', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '2026-02-30',
        '2026-11-01',
        '1999-12-31',
        '9999-99-99',
        '',
        '0',
        '-1',
        String(ids.journey),
      ),
      fc
        .date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2200-01-01') })
        .map((d) => d.toISOString().slice(0, 10)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('from', 'to', 'websiteId', 'x'), value, { maxKeys: 4 }),
        fc.constantFrom('/api/analytics', '/api/analytics.csv'),
        async (query, path) => {
          const response = await t.app.inject({
            method: 'GET',
            url: `${path}?${new URLSearchParams(query).toString()}`,
            headers: { cookie: t.cookie },
          });
          expectOneErrorShape(response.statusCode, response.statusCode >= 400 ? response.body : '');
        },
      ),
      { numRuns: 150 },
    );
  });
});
