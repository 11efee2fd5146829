import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../../test/fakes/ghl-server';
import { providerClient } from '../../../test/fakes/ghl/test-client';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import type { AnalyticsAnswer } from '../../model/analytics/analytics';
import { addDays, dayOf } from '../../model/analytics/date-range';
import type { InboxAnswer } from '../../model/crm/inbox-api';
import { pageVisitors } from '../db/schema';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HOUR = 60 * 60 * 1000;

let fake: FakeGhl;
/** The fake CRM's clock: real time unless a test winds it back. */
let fakeNow: number | null = null;
beforeAll(async () => {
  fake = await startFakeGhl({ now: () => fakeNow ?? Date.now() });
});
afterAll(() => fake.close());

/** The app's clock: tests move it to count views on other days. */
let now = Date.now();
const t = setupTestApp(undefined, () => ({ ghlApiUrl: fake.url, clock: { now: () => now } }));
const today = () => dayOf(Date.now());

type Site = { id: number; path: string; formId: number };

async function publishedSite(name: string): Promise<Site> {
  const website = await createWebsite(t, { name, template: 'coaching-offer' });
  const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  expect(published.status).toBe(201);
  const path = new URL((published.body as { url: string }).url).pathname;
  return { id: website.id, path, formId: form?.id ?? 0 };
}

function view(
  site: Site,
  visitor: { ip: string; agent?: string; referer?: string; query?: string; headers?: object },
) {
  return t.app.inject({
    method: 'GET',
    url: `${site.path}${visitor.query ? `?${visitor.query}` : ''}`,
    remoteAddress: visitor.ip,
    headers: {
      'user-agent': visitor.agent ?? LAPTOP,
      ...(visitor.referer ? { referer: visitor.referer } : {}),
      ...visitor.headers,
    },
  });
}

async function figures(query: string, as?: string | null) {
  await t.app.visitCounter.flush();
  const answer = await t.call('GET', `/api/analytics?${query}`, undefined, as);
  expect(answer.status).toBe(200);
  return answer.body as AnalyticsAnswer;
}

const lastWeek = () => `from=${addDays(today(), -6)}&to=${today()}`;

describe('counting a published page’s visitors', () => {
  let site: Site;
  beforeAll(async () => {
    now = Date.now();
    site = await publishedSite('Counted');
  });

  it('counts views, and each visitor once a day, without a cookie or a stored address', async () => {
    const visits = [
      { ip: '203.0.113.7', agent: PHONE },
      { ip: '203.0.113.7', agent: PHONE },
      { ip: '203.0.113.7', agent: PHONE },
      { ip: '203.0.113.7', agent: LAPTOP },
      { ip: '198.51.100.20', agent: LAPTOP },
    ];
    for (const visit of visits) {
      const page = await view(site, visit);
      expect(page.statusCode).toBe(200);
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    const answer = await figures(`websiteId=${site.id}&${lastWeek()}`);
    expect(answer).toMatchObject({ views: 5, visitors: 3, leads: 0, bookings: 0 });
    expect(answer.series.at(-1)).toMatchObject({ date: today(), views: 5, visitors: 3 });
    expect(answer.devices).toEqual([
      { device: 'mobile', count: 3 },
      { device: 'tablet', count: 0 },
      { device: 'desktop', count: 2 },
    ]);
    const stored = await t.database.db.select().from(pageVisitors);
    const kept = JSON.stringify(stored);
    expect(kept).not.toContain('203.0.113.7');
    expect(kept).not.toContain('iPhone');
  });

  it('leaves out bots, prefetches, browsers without a name and the thank-you page after a form', async () => {
    const before = (await figures(`websiteId=${site.id}&${lastWeek()}`)).views;
    await view(site, { ip: '192.0.2.1', agent: GOOGLEBOT });
    await view(site, { ip: '192.0.2.2', agent: 'curl/8.5.0' });
    await view(site, { ip: '192.0.2.3', agent: '' });
    await view(site, { ip: '192.0.2.4', headers: { 'sec-purpose': 'prefetch' } });
    await view(site, { ip: '192.0.2.5', query: `sent=${site.formId}` });
    await t.app.inject({ method: 'HEAD', url: site.path, headers: { 'user-agent': LAPTOP } });
    expect((await figures(`websiteId=${site.id}&${lastWeek()}`)).views).toBe(before);
  });

  it('lists where visitors came from and the campaigns that brought them', async () => {
    const other = await publishedSite('Campaigns');
    await view(other, { ip: '10.1.0.1', referer: 'https://www.instagram.com/p/abc' });
    await view(other, { ip: '10.1.0.2', referer: 'https://l.instagram.com/' });
    await view(other, { ip: '10.1.0.3', referer: 'https://www.instagram.com/' });
    await view(other, { ip: '10.1.0.4', referer: `http://localhost:80${other.path}` });
    await view(other, {
      ip: '10.1.0.5',
      query: 'utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    });
    await view(other, {
      ip: '10.1.0.6',
      query: 'utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    });
    await view(other, { ip: '10.1.0.7', query: 'utm_source=facebook' });
    const answer = await figures(`websiteId=${other.id}&${lastWeek()}`);
    expect(answer.referrers).toEqual([
      { host: '(direct)', count: 4 },
      { host: 'instagram.com', count: 2 },
      { host: 'l.instagram.com', count: 1 },
    ]);
    expect(answer.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'spring', count: 2 },
      { source: 'facebook', medium: '', campaign: '', count: 1 },
    ]);
  });

  it('counts by day, and answers only for the days asked about', async () => {
    const dated = await publishedSite('Dated');
    now = Date.parse(`${addDays(today(), -40)}T10:00:00Z`);
    await view(dated, { ip: '10.2.0.1' });
    now = Date.parse(`${addDays(today(), -3)}T23:59:00Z`);
    await view(dated, { ip: '10.2.0.1' });
    await view(dated, { ip: '10.2.0.2' });
    now = Date.now();
    await view(dated, { ip: '10.2.0.1' });

    const week = await figures(`websiteId=${dated.id}&${lastWeek()}`);
    expect(week).toMatchObject({ views: 3, visitors: 3 });
    expect(week.series).toHaveLength(7);
    expect(week.series.find((d) => d.date === addDays(today(), -3))).toMatchObject({
      views: 2,
      visitors: 2,
    });
    const quarter = await figures(
      `websiteId=${dated.id}&from=${addDays(today(), -89)}&to=${today()}`,
    );
    expect(quarter).toMatchObject({ views: 4 });
    expect(quarter.series).toHaveLength(90);
    const oneDay = await figures(
      `websiteId=${dated.id}&from=${addDays(today(), -40)}&to=${addDays(today(), -40)}`,
    );
    expect(oneDay).toMatchObject({ views: 1, visitors: 1 });
    // Across all the coach's websites: this one's views are in the total.
    const all = await figures(lastWeek());
    expect(all.websiteId).toBeNull();
    expect(all.views).toBeGreaterThanOrEqual(week.views + 5);
  });

  it('writes a CSV of the same figures, a row a day and the totals', async () => {
    await t.app.visitCounter.flush();
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/analytics.csv?websiteId=${site.id}&${lastWeek()}`,
      headers: { cookie: t.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`analytics-${site.id}-`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Views,Visitors,Leads,Booked calls');
    expect(lines).toHaveLength(9);
    expect(lines[7]).toBe(`${today()},5,3,0,0`);
    expect(lines[8]).toBe('Total,5,3,0,0');
  });
});

describe('the funnel: visits, leads and booked calls', () => {
  let site: Site;
  let visitor = 0;
  const provider = () => providerClient(fake);

  beforeAll(async () => {
    now = Date.now();
    site = await publishedSite('Funnel');
    await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
  });

  async function sendForm(email: string) {
    visitor += 1;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/forms/${site.id}`,
      remoteAddress: `10.9.0.${visitor}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({
        form: String(site.formId),
        name: `Visitor ${visitor}`,
        email,
        message: 'I would like a call',
      }).toString(),
    });
    expect(JSON.parse(sent.body)).toEqual({ status: 'received' });
    // The contact's id is the coach's to see (the inbox), never the visitor's.
    const { leads } = (await t.call('GET', '/api/leads')).body as InboxAnswer;
    return leads.find((lead) => lead.email === email)?.contactId ?? '';
  }

  async function book(contactId: string, hoursAhead: number) {
    const calendarId = fake.store.calendars[0]?.id ?? '';
    const booked = await provider()('POST', '/calendars/events/appointments', {
      locationId: fake.locationId,
      calendarId,
      contactId,
      startTime: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
    });
    expect(booked.status).toBe(200);
  }

  it('counts the leads sent and the calls their contacts booked afterwards, not before', async () => {
    for (const ip of ['10.8.0.1', '10.8.0.2', '10.8.0.3', '10.8.0.4']) await view(site, { ip });
    const first = await sendForm('first@example.com');
    await sendForm('second@example.com');
    await book(first, 48);

    // A contact who booked an hour before sending the form: not a call this page booked.
    const created = await provider()('POST', '/contacts/', {
      locationId: fake.locationId,
      email: 'early@example.com',
      firstName: 'Early',
    });
    const early = (created.body as { contact: { id: string } }).contact.id;
    fakeNow = Date.now() - HOUR;
    await book(early, 72);
    fakeNow = null;
    expect(await sendForm('early@example.com')).toBe(early);

    const answer = await figures(`websiteId=${site.id}&${lastWeek()}`);
    expect(answer).toMatchObject({ views: 4, leads: 3, bookings: 1, bookingsSource: 'crm' });
    expect(answer.series.at(-1)).toMatchObject({ leads: 3, bookings: 1 });
    // The seeded calendar's calls were booked by contacts who never sent a form.
    expect(fake.appointments().length).toBeGreaterThan(2);
  });

  it('says when the CRM cannot be reached, and still answers the rest', async () => {
    await fake.setMode('down');
    try {
      const answer = await figures(
        `websiteId=${site.id}&from=${addDays(today(), -29)}&to=${today()}`,
      );
      expect(answer).toMatchObject({
        views: 4,
        leads: 3,
        bookings: 0,
        bookingsSource: 'unavailable',
      });
    } finally {
      await fake.setMode('up');
    }
  });
});

describe('a website that books its calls on another calendar', () => {
  it('says its booked calls are not counted, with the calendar’s host, even with GoHighLevel connected', async () => {
    now = Date.now();
    const connected = await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
    expect(connected.status).toBe(200);
    const site = await publishedSite('Calendly Page');
    const saved = await t.call('PATCH', `/api/websites/${site.id}`, {
      settings: { bookingCalendar: { url: 'https://calendly.com/dana/intro-call' } },
    });
    expect(saved.status).toBe(200);
    await view(site, { ip: '10.7.0.1' });

    const one = await figures(`websiteId=${site.id}&${lastWeek()}`);
    expect(one).toMatchObject({
      views: 1,
      bookings: 0,
      bookingsSource: 'other-calendar',
      otherCalendars: [{ websiteId: site.id, website: 'Calendly Page', host: 'calendly.com' }],
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/analytics.csv?websiteId=${site.id}&${lastWeek()}`,
      headers: { cookie: t.cookie },
    });
    expect(csv.body.trim().split('\r\n').at(-1)).toBe('Total,1,1,0,');

    // All websites: the ones on GoHighLevel's calendar are still counted, and the answer says
    // which are not.
    const all = await figures(lastWeek());
    expect(all.bookingsSource).toBe('crm');
    expect(all.otherCalendars).toEqual([
      { websiteId: site.id, website: 'Calendly Page', host: 'calendly.com' },
    ]);
  });
});

describe('whose figures', () => {
  it('another coach sees none of them', async () => {
    now = Date.now();
    const site = await publishedSite('Private figures');
    await view(site, { ip: '10.3.0.1' });
    await t.app.visitCounter.flush();
    const other = await t.signUp('other-coach@example.com');
    const theirs = await t.call(
      'GET',
      `/api/analytics?websiteId=${site.id}&${lastWeek()}`,
      undefined,
      other,
    );
    expect(theirs.status).toBe(404);
    const all = await figures(lastWeek(), other);
    expect(all).toMatchObject({ views: 0, visitors: 0, leads: 0, bookingsSource: 'not-connected' });
    expect(all.referrers).toEqual([]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/analytics.csv?websiteId=${site.id}&${lastWeek()}`,
      headers: { cookie: other },
    });
    expect(csv.statusCode).toBe(404);
    expect((await t.call('GET', `/api/analytics?${lastWeek()}`, undefined, null)).status).toBe(401);
  });

  it('answers a bad question with the field that is wrong', async () => {
    const cases: [string, string][] = [
      ['from=2026-13-01&to=2026-11-01', 'from'],
      ['from=2026-11-20&to=2026-11-01', 'to'],
      ['from=2024-01-01&to=2026-01-01', 'to'],
      ['to=2026-11-01', 'from'],
      ['websiteId=abc&from=2026-11-01&to=2026-11-02', 'websiteId'],
      ['from=2026-11-01&to=2026-11-02&days=7', 'days'],
    ];
    for (const [query, field] of cases) {
      const answer = await t.call('GET', `/api/analytics?${query}`);
      expect(answer.status, query).toBe(400);
      const error = (answer.body as { error: { fields: Record<string, string> } }).error;
      expect(Object.keys(error.fields), query).toContain(field);
    }
    const empty = await t.call('GET', `/api/analytics?websiteId=&${lastWeek()}`);
    expect(empty.status).toBe(200);
  });
});
