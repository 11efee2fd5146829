import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CrmCalendarsAnswer,
  CrmContactsAnswer,
  CrmLeadsAnswer,
  CrmOverviewAnswer,
} from '../../../model/crm/api';
import { startFakeGhl, type FakeGhl } from '../../../../test/fakes/ghl-server';
import { setupTestApp } from '../../../../test/support/test-app';

let fake: FakeGhl;
beforeAll(async () => {
  fake = await startFakeGhl();
});
afterAll(() => fake.close());

const t = setupTestApp(undefined, () => ({ ghlApiUrl: fake.url }));

beforeAll(async () => {
  await t.call('PUT', '/api/crm/connection', { apiKey: fake.apiKey, locationId: fake.locationId });
});
beforeEach(async () => {
  await fake.setMode('up');
});

const firstOf = <T>(list: readonly T[]): T => {
  const [first] = list;
  if (first === undefined) throw new Error('the list is empty');
  return first;
};

describe('GET /api/crm/overview', () => {
  it('brings stats, 10 contacts, calendars and leads, with nothing failed', async () => {
    const answer = await t.call('GET', '/api/crm/overview');
    expect(answer.status).toBe(200);
    const overview = answer.body as CrmOverviewAnswer;
    expect(overview.failed).toEqual([]);
    expect(overview.stats?.totalContacts).toBe(fake.contacts().length);
    expect(overview.stats?.totalAppointments).toBeGreaterThan(0);
    expect(overview.contacts?.length).toBe(Math.min(10, fake.contacts().length));
    expect(overview.calendars?.map((c) => c.id).sort()).toEqual(
      fake.store.calendars.map((c) => c.id).sort(),
    );
    expect(overview.leads).not.toBeNull();
  });

  it('lists the parts that failed, each on its own', async () => {
    fake.failNext(1, 500);
    const overview = (await t.call('GET', '/api/crm/overview')).body as CrmOverviewAnswer;
    expect(overview.failed.length).toBeGreaterThanOrEqual(1);
    expect(overview.failed.length).toBeLessThan(4);
  });
});

describe('contacts', () => {
  it('pages through every contact with a cursor, newest first, and searches', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/crm/contacts?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.call('GET', url)).body as CrmContactsAnswer;
      seen.push(...page.contacts.map((c) => c.id));
      expect(page.total).toBe(fake.contacts().length);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(new Set(seen).size).toBe(fake.contacts().length);
    expect(seen).toHaveLength(fake.contacts().length);
    const someone = firstOf(fake.contacts());
    const found = (await t.call('GET', `/api/crm/contacts?query=${someone.email}`))
      .body as CrmContactsAnswer;
    expect(found.contacts.map((c) => c.id)).toContain(someone.id);
  });

  it('defaults to 50 a page and refuses a bad limit or cursor with the field named', async () => {
    await t.call('GET', '/api/crm/contacts');
    expect(fake.requests.at(-1)?.query.limit).toBe('50');
    for (const [url, field] of [
      ['/api/crm/contacts?limit=0', 'limit'],
      ['/api/crm/contacts?limit=500', 'limit'],
      ['/api/crm/contacts?cursor=%25%25', 'cursor'],
    ] as const) {
      const answer = await t.call('GET', url);
      expect(answer.status, url).toBe(400);
      expect(answer.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
    }
  });

  it('adds, edits and deletes a contact', async () => {
    const added = await t.call('POST', '/api/crm/contacts', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(added.status).toBe(201);
    const { contact } = added.body as { contact: { id: string } };
    expect(fake.contacts().find((c) => c.id === contact.id)?.email).toBe('ada@example.com');
    const edited = await t.call('PUT', `/api/crm/contacts/${contact.id}`, { phone: '+1 555 0100' });
    expect(edited.status).toBe(200);
    expect(fake.contacts().find((c) => c.id === contact.id)?.phone).toContain('555');
    expect((await t.call('DELETE', `/api/crm/contacts/${contact.id}`)).status).toBe(204);
    expect(fake.contacts().some((c) => c.id === contact.id)).toBe(false);
  });

  it('refuses a contact without email or phone, a bad email, and an unknown id', async () => {
    const count = fake.contacts().length;
    expect((await t.call('POST', '/api/crm/contacts', { firstName: 'X' })).status).toBe(400);
    const bad = await t.call('POST', '/api/crm/contacts', { email: 'not-an-email' });
    expect(bad.body).toMatchObject({ error: { fields: { email: expect.any(String) } } });
    expect(fake.contacts()).toHaveLength(count);
    expect((await t.call('PUT', '/api/crm/contacts/nope', { firstName: 'Y' })).status).toBe(400);
    expect((await t.call('DELETE', '/api/crm/contacts/a%2Fb')).status).toBe(400);
  });
});

describe('calendars and appointments', () => {
  it("lists calendars and a week's events, asking the provider in epoch milliseconds", async () => {
    const { calendars } = (await t.call('GET', '/api/crm/calendars')).body as CrmCalendarsAnswer;
    const calendar = firstOf(calendars);
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const answer = await t.call(
      'GET',
      `/api/crm/calendars/${calendar.id}/events?from=${from}&to=${to}`,
    );
    expect(answer.status).toBe(200);
    expect(fake.requests.at(-1)?.query.startTime).toBe(String(Date.parse(from)));
    const { events } = answer.body as { events: { calendarId: string }[] };
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.calendarId === calendar.id)).toBe(true);
  });

  it('refuses a window that ends before it starts or is not a date', async () => {
    const bad = await t.call('GET', '/api/crm/calendars/x/events?from=2026-01-02&to=2026-01-01');
    expect(bad.status).toBe(400);
    const notDate = await t.call('GET', '/api/crm/calendars/x/events?from=soon&to=later');
    expect(notDate.body).toMatchObject({ error: { fields: { from: expect.any(String) } } });
  });

  it('books an appointment for a contact', async () => {
    const { calendars } = (await t.call('GET', '/api/crm/calendars')).body as CrmCalendarsAnswer;
    const contact = firstOf(fake.contacts());
    const before = fake.appointments().length;
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    const answer = await t.call('POST', '/api/crm/appointments', {
      calendarId: firstOf(calendars).id,
      contactId: contact.id,
      startTime: start.toISOString(),
      title: 'Discovery call',
    });
    expect(answer.status).toBe(201);
    expect(fake.appointments()).toHaveLength(before + 1);
    const body = fake.requests.at(-1)?.body as { startTime: string; locationId: string };
    expect(body.locationId).toBe(fake.locationId);
  });
});

describe('pipelines and leads', () => {
  it('lists leads by status through the opportunities search and changes a status', async () => {
    const all = (await t.call('GET', '/api/crm/leads')).body as CrmLeadsAnswer;
    expect(fake.requests.some((r) => r.path === '/opportunities/search')).toBe(true);
    const lead = firstOf(all.leads);
    const won = await t.call('PUT', `/api/crm/leads/${lead.id}`, { status: 'won' });
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ lead: { id: lead.id, status: 'won', isNew: false } });
    const wonOnly = (await t.call('GET', '/api/crm/leads?status=won')).body as CrmLeadsAnswer;
    expect(wonOnly.leads.map((l) => l.id)).toContain(lead.id);
    expect(wonOnly.leads.every((l) => l.status === 'won')).toBe(true);
    expect((await t.call('GET', '/api/crm/leads?status=new')).status).toBe(400);
    expect((await t.call('PUT', `/api/crm/leads/${lead.id}`, { status: 'new' })).status).toBe(400);
  });
});

describe('when the provider is unwell', () => {
  it('answers 502 when it is down and 502 for its 5xx', async () => {
    await fake.setMode('down');
    expect((await t.call('GET', '/api/crm/calendars')).status).toBe(502);
    await fake.setMode('500');
    const answer = await t.call('GET', '/api/crm/calendars');
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      error: { message: expect.stringContaining('GoHighLevel API error: 500') },
    });
  });

  it("waits out a 429's Retry-After: 503 with Retry-After, without calling the provider", async () => {
    await fake.setMode('429', { retryAfterSeconds: 30 });
    const first = await t.call('GET', '/api/crm/pipelines');
    expect(first.status).toBe(503);
    expect(Number(first.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    const asked = fake.requests.length;
    await fake.setMode('up');
    for (const url of ['/api/crm/pipelines', '/api/crm/overview', '/api/crm/contacts']) {
      const answer = await t.call('GET', url);
      expect(answer.status, url).toBe(503);
      expect(answer.headers['retry-after']).toBeDefined();
    }
    expect(fake.requests.length).toBe(asked);
  });
});
