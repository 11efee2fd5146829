import { describe, expect, it } from 'vitest';
import { appRoutes, pathParams } from '../../../test/support/app-routes';
import { setupTestApp } from '../../../test/support/test-app';

/**
 * Ids are PostgreSQL `integer`s: a value past 2147483647 reaching a query is an error from the
 * database (a 500). Every id a client sends, in a path or a query, is read by the model's one
 * idSchema, so a number out of range is the client's mistake: a 400 that names the field.
 */

const t = setupTestApp();

/** Just past the top, far past it, past 64 bits, and just past the bottom. */
const OUT_OF_RANGE = ['2147483648', '99999999999', '9223372036854775808', '-2147483649'];

/** Path parameters that name something in the coach's CRM (its own string ids), not one of ours. */
const CRM_IDS = /^\/api\/crm\//;

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

async function send(method: string, url: string) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: t.cookie, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: '{}' } : {}),
  });
}

describe('ids outside PostgreSQL’s integer range', () => {
  it('GET /api/leads?websiteId=2147483648 answers 400 naming websiteId', async () => {
    const answer = await send('GET', '/api/leads?websiteId=2147483648');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Failure>().error.fields).toHaveProperty('websiteId');
    expect(answer.json<Failure>().error.message).toMatch(/^websiteId /);
  });

  it('every filter by an id answers 400 naming it, on the page and its CSV', async () => {
    const filters = [
      ['/api/leads', 'websiteId'],
      ['/api/leads.csv', 'websiteId'],
      ['/api/analytics', 'websiteId'],
      ['/api/analytics.csv', 'websiteId'],
      ['/api/stories', 'avatarId'],
      ['/api/journeys', 'avatarId'],
    ] as const;
    for (const [path, key] of filters) {
      for (const value of OUT_OF_RANGE) {
        const answer = await send('GET', `${path}?${key}=${value}`);
        const said = `GET ${path}?${key}=${value}`;
        expect(answer.statusCode, said).toBe(400);
        expect(answer.json<Failure>().error.fields, said).toHaveProperty(key);
      }
    }
  });

  it('every API route with an id in its path answers 400 naming that parameter', async () => {
    const routes = appRoutes(t.app).filter(
      (route) => route.path.startsWith('/api/') && route.path.includes(':'),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      for (const param of pathParams(route.path)) {
        for (const value of OUT_OF_RANGE) {
          const url = pathParams(route.path).reduce(
            (at, name) => at.replace(`:${name}`, name === param ? value : '1'),
            route.path,
          );
          const answer = await send(route.method, url);
          const said = `${route.method} ${url}`;
          expect(answer.statusCode, said).toBeLessThan(500);
          if (CRM_IDS.test(route.path)) continue;
          expect(answer.statusCode, said).toBe(400);
          expect(answer.json<Failure>().error.fields, said).toHaveProperty(param);
        }
      }
    }
  });

  it('no other route (pages, files, forms) answers 500 for one either', async () => {
    const routes = appRoutes(t.app).filter(
      (route) => !route.path.startsWith('/api/') && route.path.includes(':'),
    );
    for (const route of routes) {
      for (const value of OUT_OF_RANGE) {
        const url = pathParams(route.path).reduce(
          (at, name) => at.replace(`:${name}`, value),
          route.path,
        );
        const answer = await send(route.method, url);
        expect(answer.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it('every query-taking GET route refuses an out-of-range id without a 500', async () => {
    const routes = appRoutes(t.app).filter(
      (route) =>
        route.method === 'GET' && route.path.startsWith('/api/') && !route.path.includes(':'),
    );
    for (const route of routes) {
      for (const key of ['websiteId', 'avatarId', 'id', 'sent']) {
        const answer = await send('GET', `${route.path}?${key}=2147483648`);
        expect(answer.statusCode, `GET ${route.path}?${key}=2147483648`).toBeLessThan(500);
      }
    }
  });
});
