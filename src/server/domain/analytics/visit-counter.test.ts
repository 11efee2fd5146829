import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWebsite } from '../../../../test/support/builders';
import { setupTestApp } from '../../../../test/support/test-app';
import { dayOf } from '../../../model/analytics/date-range';
import type { Db } from '../../db/database';
import { pageDomainDays, pagePathDays, pageViewDays, publications } from '../../db/schema';
import { VisitCounter } from './visit-counter';
import type { Visit } from './visit';

const t = setupTestApp();

/** A published website and the visit its page's view counts as (one browser, today). */
async function publishedVisit(): Promise<{ websiteId: number; visit: Visit }> {
  const website = await createWebsite(t, { name: 'Counted here', template: 'coaching-offer' });
  expect((await t.call('POST', `/api/websites/${website.id}/publish`)).status).toBe(201);
  const [published] = await t.database.db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.websiteId, website.id));
  if (!published) throw new Error('not published');
  const visit: Visit = {
    publicationId: published.id,
    day: dayOf(Date.now()),
    address: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
    referrerHost: 'direct',
    campaign: null,
    device: 'desktop',
    domain: '',
    path: '',
  };
  return { websiteId: website.id, visit };
}

async function countsOf(websiteId: number) {
  const [row] = await t.database.db
    .select({ views: pageViewDays.views, visitors: pageViewDays.visitors })
    .from(pageViewDays)
    .where(eq(pageViewDays.websiteId, websiteId));
  return row ?? { views: 0, visitors: 0 };
}

/** The test database, failing its first `failures` transactions as a lost connection would. */
function failingAtFirst(db: Db, failures: number): Db {
  let left = failures;
  return new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'transaction' && left > 0) {
        left -= 1;
        return () => Promise.reject(new Error('connection lost'));
      }
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const counter = (db: Db, maxPending?: number) =>
  new VisitCounter({
    db,
    clock: { now: () => Date.now() },
    flushMs: 60_000,
    onError: () => {},
    ...(maxPending ? { maxPending } : {}),
  });

describe('the live-page view counter', () => {
  it('holds a visitor’s many views as one, so reloads never fill it and every view counts', async () => {
    const { websiteId, visit } = await publishedVisit();
    const visits = counter(t.database.db, 2);
    for (let i = 0; i < 500; i++) visits.count(visit);
    visits.count({ ...visit, address: '198.51.100.20' });
    visits.count({ ...visit, address: '192.0.2.44' }); // a third visitor: the buffer holds two
    for (let i = 0; i < 10; i++) visits.count({ ...visit, address: '198.51.100.20' });
    await visits.flush();
    expect(await countsOf(websiteId)).toEqual({ views: 511, visitors: 2 });
    expect(visits.dropped).toBe(1);
  });

  it('keeps one visitor’s views on each address apart, and the visitor one', async () => {
    const { websiteId, visit } = await publishedVisit();
    const visits = counter(t.database.db);
    visits.count(visit);
    visits.count(visit);
    for (let i = 0; i < 3; i++) visits.count({ ...visit, domain: 'coach.com' });
    visits.count({ ...visit, domain: 'www.coach.com' });
    await visits.flush();
    const rows = await t.database.db
      .select({ domain: pageDomainDays.domain, views: pageDomainDays.views })
      .from(pageDomainDays)
      .where(eq(pageDomainDays.websiteId, websiteId))
      .orderBy(pageDomainDays.domain);
    expect(rows).toEqual([
      { domain: '', views: 2 },
      { domain: 'coach.com', views: 3 },
      { domain: 'www.coach.com', views: 1 },
    ]);
    expect(await countsOf(websiteId)).toEqual({ views: 6, visitors: 1 });
  });

  it('keeps the views of each page and post apart, one visitor still one', async () => {
    const { websiteId, visit } = await publishedVisit();
    const visits = counter(t.database.db);
    visits.count(visit);
    for (let i = 0; i < 2; i++) visits.count({ ...visit, path: '/about' });
    visits.count({ ...visit, path: '/blog/first-post', domain: 'coach.com' });
    await visits.flush();
    const rows = await t.database.db
      .select({ path: pagePathDays.path, views: pagePathDays.views })
      .from(pagePathDays)
      .where(eq(pagePathDays.websiteId, websiteId))
      .orderBy(pagePathDays.path);
    expect(rows).toEqual([
      { path: '', views: 1 },
      { path: '/about', views: 2 },
      { path: '/blog/first-post', views: 1 },
    ]);
    expect(await countsOf(websiteId)).toEqual({ views: 4, visitors: 1 });
  });

  it('tries a batch it could not write once more, with the views counted since', async () => {
    const { websiteId, visit } = await publishedVisit();
    const visits = counter(failingAtFirst(t.database.db, 1));
    visits.count(visit);
    visits.count(visit);
    await visits.flush(); // fails: the two views wait
    visits.count(visit);
    visits.count({ ...visit, address: '198.51.100.20' });
    await visits.flush();
    expect(await countsOf(websiteId)).toEqual({ views: 4, visitors: 2 });
  });

  it('lets a batch go when it fails a second time, rather than pile up', async () => {
    const { websiteId, visit } = await publishedVisit();
    const visits = counter(failingAtFirst(t.database.db, 2));
    visits.count(visit);
    await visits.flush();
    await visits.flush();
    await visits.flush();
    visits.count({ ...visit, address: '198.51.100.20' });
    await visits.flush();
    expect(await countsOf(websiteId)).toEqual({ views: 1, visitors: 1 });
  });
});
