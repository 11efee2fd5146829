import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGhl } from '../ghl-server';
import { componentProblems, operationProblems, type OperationId } from './openapi-shape';
import { providerClient } from './test-client';

const fake = await startFakeGhl();
const call = providerClient(fake);
afterAll(() => fake.close());

const loc = fake.locationId;
const contactId = fake.contacts()[0]?.id ?? '';
const opportunityId = fake.opportunities()[0]?.id ?? '';
const [calendar] = fake.store.calendars;
const [pipeline] = fake.store.pipelines;
const now = Date.now();

// Each operation the fake implements, called as a client would, in an order that keeps ids valid.
const calls: [OperationId, string, string, unknown?][] = [
  ['get-location', 'GET', `/locations/${loc}`],
  ['get-contacts', 'GET', `/contacts/?locationId=${loc}&limit=5`],
  ['create-contact', 'POST', '/contacts/', { locationId: loc, email: 'shape@example.com' }],
  ['upsert-contact', 'POST', '/contacts/upsert', { locationId: loc, email: 'shape2@example.com' }],
  ['get-contact', 'GET', `/contacts/${contactId}`],
  ['update-contact', 'PUT', `/contacts/${contactId}`, { city: 'Austin' }],
  ['create-note', 'POST', `/contacts/${contactId}/notes`, { body: 'A note' }],
  ['get-all-notes', 'GET', `/contacts/${contactId}/notes`],
  ['get-calendars', 'GET', `/calendars/?locationId=${loc}`],
  [
    'get-calendar-events',
    'GET',
    `/calendars/events?locationId=${loc}&calendarId=${calendar?.id}&startTime=${now - 30 * 86_400_000}&endTime=${now + 30 * 86_400_000}`,
  ],
  [
    'create-appointment',
    'POST',
    '/calendars/events/appointments',
    {
      calendarId: calendar?.id,
      locationId: loc,
      contactId,
      startTime: new Date(now + 60 * 86_400_000).toISOString(),
    },
  ],
  ['get-pipelines', 'GET', `/opportunities/pipelines?locationId=${loc}`],
  ['search-opportunity', 'GET', `/opportunities/search?location_id=${loc}&status=all`],
  [
    'create-opportunity',
    'POST',
    '/opportunities/',
    { pipelineId: pipeline?.id, locationId: loc, name: 'Shape', status: 'open', contactId },
  ],
  ['get-opportunity', 'GET', `/opportunities/${opportunityId}`],
  ['update-opportunity', 'PUT', `/opportunities/${opportunityId}`, { monetaryValue: 500 }],
  [
    'update-opportunity-status',
    'PUT',
    `/opportunities/${opportunityId}/status`,
    { status: 'lost' },
  ],
  ['delete-opportunity', 'DELETE', `/opportunities/${opportunityId}`],
  ['delete-contact', 'DELETE', `/contacts/${contactId}`],
];

describe('answers match the provider’s OpenAPI response schemas', () => {
  it.each(calls)('%s', async (operationId, method, path, body) => {
    const answer = await call(method, path, body);
    expect(answer.status).toBeLessThan(300);
    expect(operationProblems(operationId, answer.body)).toEqual([]);
  });

  it("the contacts list's meta matches ContactsMetaSchema", async () => {
    const { body } = await call<{ meta: unknown }>('GET', `/contacts/?locationId=${loc}&limit=2`);
    expect(componentProblems('ContactsMetaSchema', body.meta)).toEqual([]);
  });

  it('error bodies match BadRequestDTO, UnauthorizedDTO and UnprocessableDTO', async () => {
    const bad = await call('GET', '/contacts/unknown-id');
    const unauthorized = await providerClient(fake, 'pit-wrong')('GET', `/locations/${loc}`);
    const unprocessable = await call('POST', '/contacts/upsert', { locationId: loc });
    expect([bad.status, unauthorized.status, unprocessable.status]).toEqual([400, 401, 422]);
    expect(componentProblems('BadRequestDTO', bad.body)).toEqual([]);
    expect(componentProblems('UnauthorizedDTO', unauthorized.body)).toEqual([]);
    expect(componentProblems('UnprocessableDTO', unprocessable.body)).toEqual([]);
  });

  it('the checker finds a missing required field and a wrong type', () => {
    const event = { id: 'e', title: 1, calendarId: 'c' };
    expect(operationProblems('get-calendar-events', { events: [event] })).toEqual(
      expect.arrayContaining([
        '$.events[0].locationId is required',
        '$.events[0].title should be string, is number',
      ]),
    );
  });
});
