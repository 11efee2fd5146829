import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_TYPE_NAMES } from '../../model/element-types';
import { createWebsite } from '../../../test/support/builders';
import { outOfRangeDigits, outOfRangeNumber } from '../../../test/support/out-of-range';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();
const ids = { website: 1, section: 1, element: 1, page: 1 };

/** Real ids, so that random bodies reach the domain code; made afresh whenever a run deletes one. */
async function makeFixture(): Promise<void> {
  const website = await createWebsite(t, { template: 'coaching-offer' });
  ids.website = website.id;
  ids.section = website.sections[0]?.id ?? 1;
  ids.element = website.sections[0]?.elements[0]?.id ?? 1;
  ids.page = website.pages[0]?.id ?? 1;
}

beforeAll(makeFixture);

const ROUTES = [
  ['GET', '/api/websites'],
  ['POST', '/api/websites'],
  ['GET', '/api/websites/:website'],
  ['PATCH', '/api/websites/:website'],
  ['DELETE', '/api/websites/:website'],
  ['POST', '/api/websites/:website/duplicate'],
  ['POST', '/api/websites/:website/sections'],
  ['POST', '/api/websites/:website/sections/reorder'],
  ['GET', '/api/websites/:website/pages'],
  ['POST', '/api/websites/:website/pages'],
  ['PUT', '/api/websites/:website/pages/order'],
  ['PATCH', '/api/pages/:page'],
  ['DELETE', '/api/pages/:page'],
  ['PATCH', '/api/sections/:section'],
  ['DELETE', '/api/sections/:section'],
  ['POST', '/api/sections/:section/elements'],
  ['POST', '/api/sections/:section/elements/reorder'],
  ['PATCH', '/api/elements/:element'],
  ['DELETE', '/api/elements/:element'],
  ['GET', '/api/templates'],
  ['GET', '/api/websites/:website/thumbnail'],
  // Ids in a query are read as those in a path are.
  ['GET', '/api/leads?websiteId=:website'],
  ['GET', '/api/leads.csv?websiteId=:website'],
  ['GET', '/api/analytics?websiteId=:website'],
  ['GET', '/api/stories?avatarId=:website'],
  ['GET', '/api/journeys?avatarId=:website'],
  ['POST', '/api/auth/password-reset'],
  ['POST', '/api/auth/password-reset/confirm'],
] as const;

const keys = [
  'name',
  'template',
  'userId',
  'settings',
  'version',
  'order',
  'title',
  'type',
  'content',
  'styles',
  'sectionIds',
  'elementIds',
  'pageIds',
  'pageId',
  'duplicateOf',
  'slug',
  'isHome',
  'inNav',
  'seo',
  'sectionId',
  'domain',
  'hublytics',
  'price',
  'html',
  'url',
  'email',
  'token',
  'newPassword',
  '__proto__',
  'constructor',
];

const leaf = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  outOfRangeNumber,
  fc.constantFrom(
    ...ELEMENT_TYPE_NAMES,
    'coach',
    'hero',
    'javascript:alert(1)',
    '\u0000',
    '\ud800',
    2 ** 31,
    -1,
  ),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    tie('object'),
  ),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), tie('value'), {
    maxKeys: 5,
  }),
})).value;

const idSegment = fc.oneof(
  fc.constantFrom('website', 'section', 'element', 'page'),
  fc.constantFrom('0', '-1', 'abc', '1.5', '99999999999', '%00', '1e3', ' 1'),
  fc.nat().map(String),
  // Past PostgreSQL's integer range, which no id column holds.
  outOfRangeDigits,
);

describe('every route under random input', () => {
  it('never answers 500 and always answers errors in the one error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        idSegment,
        fc.oneof(json, fc.string()),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'),
        async ([method, path], id, body, contentType) => {
          const realId = id in ids ? String(ids[id as keyof typeof ids]) : id;
          const url = path.replace(/:(website|section|element|page)/, encodeURIComponent(realId));
          const payload =
            typeof body === 'string' && contentType !== 'application/json'
              ? body
              : JSON.stringify(body);
          const response = await t.app.inject({
            method,
            url,
            headers: { 'content-type': contentType, cookie: t.cookie },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload }),
          });
          expect(response.statusCode, `${method} ${url} ${payload.slice(0, 200)}`).toBeLessThan(
            500,
          );
          if (method === 'DELETE' && response.statusCode === 204) await makeFixture();
          if (response.statusCode >= 400) {
            expect(response.json()).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
          }
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 400),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000),
      },
    );
  });
});
