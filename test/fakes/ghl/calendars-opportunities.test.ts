import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeGhl,
  type AppointmentJson,
  type CalendarJson,
  type EventJson,
  type OpportunityJson,
  type PipelineJson,
  type ProviderErrorBody,
} from '../ghl-server';
import { providerClient } from './test-client';
import { DAY_MS, startOfWeekUtc } from './time';

const fake = await startFakeGhl();
const call = providerClient(fake);
afterAll(() => fake.close());
beforeEach(() => fake.reset());

type Search = { opportunities: OpportunityJson[]; meta: { total: number; nextPage?: number } };

const calendars = async () =>
  (await call<{ calendars: CalendarJson[] }>('GET', `/calendars/?locationId=${fake.locationId}`))
    .body.calendars;

const events = (calendarId: string, from: number, to: number) =>
  call<{ events: EventJson[] }>(
    'GET',
    `/calendars/events?locationId=${fake.locationId}&calendarId=${calendarId}&startTime=${from}&endTime=${to}`,
  );

describe('calendars and events', () => {
  it('lists two calendars and their events this week and next, times with the zone offset', async () => {
    const list = await calendars();
    expect(list.map((c) => c.name)).toEqual(['Discovery Call', 'Coaching Session']);
    const monday = startOfWeekUtc(Date.now());
    let count = 0;
    for (const calendar of list) {
      const { body } = await events(calendar.id, monday, monday + 14 * DAY_MS - 1);
      count += body.events.length;
      for (const event of body.events) {
        expect(event.calendarId).toBe(calendar.id);
        expect(event.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
        expect(Date.parse(event.startTime)).toBeGreaterThanOrEqual(monday);
      }
    }
    expect(count).toBe(5);
    expect(fake.appointments()).toHaveLength(5);
  });

  it('wants epoch milliseconds and one of calendarId, userId or groupId', async () => {
    const iso = await call<ProviderErrorBody>(
      'GET',
      `/calendars/events?locationId=${fake.locationId}&calendarId=x&startTime=2025-01-01&endTime=2025-01-02`,
    );
    const noCalendar = await call<ProviderErrorBody>(
      'GET',
      `/calendars/events?locationId=${fake.locationId}&startTime=1&endTime=2`,
    );
    expect(iso.status).toBe(422);
    expect(iso.body.message).toContain('startTime must be a number');
    expect(noCalendar.status).toBe(422);
  });

  it('books an appointment for a contact and refuses the same slot twice', async () => {
    const [calendar] = await calendars();
    const contactId = fake.contacts()[2]?.id;
    const start = new Date(startOfWeekUtc(Date.now()) + 21 * DAY_MS + 15 * 3_600_000);
    const body = {
      calendarId: calendar?.id,
      locationId: fake.locationId,
      contactId,
      startTime: start.toISOString(),
      title: 'Discovery call',
    };
    const booked = await call<AppointmentJson>('POST', '/calendars/events/appointments', body);
    const again = await call<ProviderErrorBody>('POST', '/calendars/events/appointments', body);
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      calendarId: calendar?.id,
      contactId,
      title: 'Discovery call',
    });
    expect(Date.parse(booked.body.endTime) - start.getTime()).toBe(30 * 60_000);
    expect(again.body).toEqual({
      statusCode: 400,
      message: 'The slot you have selected is no longer available.',
    });
    expect(fake.appointments().filter((a) => a.contactId === contactId)).toHaveLength(1);
  });
});

describe('pipelines and opportunities', () => {
  const pipeline = async () =>
    (
      await call<{ pipelines: PipelineJson[] }>(
        'GET',
        `/opportunities/pipelines?locationId=${fake.locationId}`,
      )
    ).body.pipelines[0];

  it('lists one pipeline with its stages', async () => {
    const found = await pipeline();
    expect(found?.name).toBe('Coaching Clients');
    expect(found?.stages.map((s) => s.name)).toEqual([
      'New Lead',
      'Discovery Call Booked',
      'Proposal Sent',
      'Client',
    ]);
  });

  it('searches by status with snake_case location_id, and pages', async () => {
    const search = (query: string) =>
      call<Search>('GET', `/opportunities/search?location_id=${fake.locationId}&${query}`);
    const open = await search('status=open');
    const all = await search('status=all&limit=3');
    const second = await search('status=all&limit=3&page=2');
    const camel = await call<ProviderErrorBody>(
      'GET',
      `/opportunities/search?locationId=${fake.locationId}`,
    );
    expect(open.body.opportunities.map((o) => o.status)).toEqual(['open', 'open']);
    expect(all.body.meta).toMatchObject({ total: 4, nextPage: 2 });
    expect(second.body.opportunities).toHaveLength(1);
    expect(camel.status).toBe(422);
    expect(camel.body.message).toContain('property locationId should not exist');
  });

  it('creates an opportunity in the first stage by default, then changes its status', async () => {
    const found = await pipeline();
    const contactId = fake.contacts()[5]?.id;
    const created = await call<{ opportunity: OpportunityJson }>('POST', '/opportunities/', {
      pipelineId: found?.id,
      locationId: fake.locationId,
      name: 'Website lead',
      status: 'open',
      contactId,
      source: 'website',
    });
    expect(created.status).toBe(201);
    expect(created.body.opportunity.pipelineStageId).toBe(found?.stages[0]?.id);
    const id = created.body.opportunity.id;
    const changed = await call('PUT', `/opportunities/${id}/status`, { status: 'won' });
    const got = await call<{ opportunity: OpportunityJson }>('GET', `/opportunities/${id}`);
    expect(changed.body).toEqual({ succeded: true });
    expect(got.body.opportunity.status).toBe('won');
    expect(fake.opportunities().filter((o) => o.contactId === contactId)).toHaveLength(1);
  });

  it('refuses a second opportunity for a contact in a pipeline when the location says so', async () => {
    fake.setLocationSettings({ allowDuplicateOpportunity: false });
    const found = await pipeline();
    const seeded = fake.opportunities()[0];
    const twin = await call<ProviderErrorBody>('POST', '/opportunities/', {
      pipelineId: found?.id,
      locationId: fake.locationId,
      name: 'Twin',
      status: 'open',
      contactId: seeded?.contactId,
    });
    expect(twin.body).toEqual({
      statusCode: 400,
      message: 'Can not create duplicate opportunity for the contact.',
    });
  });

  it("refuses a status the provider does not store, such as 'all' or 'new'", async () => {
    const id = fake.opportunities()[0]?.id ?? '';
    for (const status of ['all', 'new']) {
      const { status: code } = await call('PUT', `/opportunities/${id}/status`, { status });
      expect(code).toBe(422);
    }
  });
});
