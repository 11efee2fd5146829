import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import type { AnalyticsAnswer } from '../../model/analytics/analytics';
import { addDays, dayOf } from '../../model/analytics/date-range';
import { pageDomainDays, publications } from '../db/schema';

/*
 * Content Analytics by the address a page was served on (issue 37): the coach's own domains and
 * this service's /s/{slug}.
 */

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** The app's clock: a test moves it to count views on another day. */
let now = Date.now();
const t = setupTestApp(undefined, () => ({ clock: { now: () => now } }));
const today = () => dayOf(Date.now());
const lastWeek = () => `from=${addDays(today(), -6)}&to=${today()}`;

type Site = { id: number; path: string; publicationId: number };

async function publishedSite(name: string): Promise<Site> {
  const website = await createWebsite(t, { name, template: 'coaching-offer' });
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  expect(published.status).toBe(201);
  const [publication] = await t.database.db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.websiteId, website.id));
  const path = new URL((published.body as { url: string }).url).pathname;
  return { id: website.id, path, publicationId: publication?.id ?? 0 };
}

/** A view of the live page at /s/{slug}, through the real route. */
async function viewOnService(site: Site, ip: string) {
  const page = await t.app.inject({
    method: 'GET',
    url: site.path,
    remoteAddress: ip,
    headers: { 'user-agent': LAPTOP },
  });
  expect(page.statusCode).toBe(200);
}

/** A view of the live page on one of the coach's domains, counted as the door counts it. */
function viewOnDomain(site: Site, domain: string, ip: string) {
  t.app.visitCounter.countServed({
    publicationId: site.publicationId,
    address: ip,
    headers: { host: domain, 'user-agent': LAPTOP },
    query: {},
    domain,
  });
}

async function figures(query: string) {
  await t.app.visitCounter.flush();
  const answer = await t.call('GET', `/api/analytics?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as AnalyticsAnswer;
}

describe('views by the address a page was served on', () => {
  it('counts each domain apart from /s/{slug}, names them in Unicode, and adds up to the views', async () => {
    now = Date.now();
    const site = await publishedSite('Her own domain');
    await viewOnService(site, '203.0.113.1');
    await viewOnService(site, '203.0.113.2');
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      viewOnDomain(site, 'coach.com', ip);
    }
    viewOnDomain(site, 'xn--bcher-kva.de', '198.51.100.4');

    const answer = await figures(`websiteId=${site.id}&${lastWeek()}`);
    expect(answer.views).toBe(6);
    expect(answer.addresses).toEqual([
      { address: 'coach.com', views: 3 },
      { address: '', views: 2 },
      { address: 'bücher.de', views: 1 },
    ]);
    expect(answer.addresses.reduce((n, a) => n + a.views, 0)).toBe(answer.views);
  });

  it('answers only for the days asked about, and for all the coach’s websites together', async () => {
    const first = await publishedSite('Dated domain');
    const second = await publishedSite('Second domain');
    now = Date.parse(`${addDays(today(), -40)}T10:00:00Z`);
    viewOnDomain(first, 'old.coach.com', '10.4.0.1');
    now = Date.now();
    viewOnDomain(first, 'www.coach.net', '10.4.0.2');
    viewOnDomain(second, 'www.coach.net', '10.4.0.3');
    await viewOnService(second, '10.4.0.4');

    const week = await figures(`websiteId=${first.id}&${lastWeek()}`);
    expect(week.addresses).toEqual([{ address: 'www.coach.net', views: 1 }]);
    const then = addDays(today(), -40);
    const oneDay = await figures(`websiteId=${first.id}&from=${then}&to=${then}`);
    expect(oneDay.addresses).toEqual([{ address: 'old.coach.com', views: 1 }]);

    const all = await figures(lastWeek());
    expect(all.addresses).toContainEqual({ address: 'www.coach.net', views: 2 });
    expect(all.addresses.reduce((n, a) => n + a.views, 0)).toBe(all.views);
  });

  it('forgets a website’s views by address when the website is deleted', async () => {
    now = Date.now();
    const site = await publishedSite('Deleted later');
    viewOnDomain(site, 'gone.example.org', '10.5.0.1');
    await viewOnService(site, '10.5.0.2');
    await t.app.visitCounter.flush();
    const rows = () =>
      t.database.db.select().from(pageDomainDays).where(eq(pageDomainDays.websiteId, site.id));
    expect(await rows()).toHaveLength(2);
    expect((await t.call('DELETE', `/api/websites/${site.id}`)).status).toBe(204);
    expect(await rows()).toEqual([]);
  });
});
