import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsAnswer } from '../../../model/analytics/analytics';
import type {
  CrmConnectionAnswer,
  CrmContactsAnswer,
  CrmLeadsAnswer,
  CrmOverviewAnswer,
} from '../../../model/crm/api';
import { startFakeHubSpot, type FakeHubSpot } from '../../../../test/fakes/hubspot-server';
import { setupTestApp } from '../../../../test/support/test-app';

// The CRM tab's API with HubSpot connected: the same routes as GoHighLevel's (crm-reads.test.ts),
// answering from HubSpot's data, and saying plainly what HubSpot does not have.
let fake: FakeHubSpot;
beforeAll(async () => {
  fake = await startFakeHubSpot();
});
afterAll(() => fake.close());

const t = setupTestApp(undefined, () => ({ hubspotApiUrl: fake.url }));

beforeAll(async () => {
  const connected = await t.call('PUT', '/api/crm/connection', {
    provider: 'hubspot',
    apiKey: fake.token,
  });
  expect(connected.status).toBe(200);
});

describe('the CRM tab on HubSpot', () => {
  it('connects with a token alone and says what HubSpot can do', async () => {
    const answer = (await t.call('GET', '/api/crm/connection')).body as CrmConnectionAnswer;
    expect(answer).toEqual({
      connected: true,
      provider: 'hubspot',
      providerName: 'HubSpot',
      accountId: String(fake.portalId),
      accountName: `HubSpot account ${fake.portalId}`,
      capabilities: { calendars: false, chatWidget: false, leadStatuses: ['open', 'won', 'lost'] },
      apiKeyHint: fake.token.slice(-4),
      leadRule: 'keyword',
      pipelineId: null,
      pipelineStageId: null,
    });
  });

  it('refuses a HubSpot connection with an empty token, naming the field, and keeps the one it has', async () => {
    const refused = await t.call('PUT', '/api/crm/connection', {
      provider: 'hubspot',
      apiKey: ' ',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { fields: { apiKey: 'is required' } } });
    const kept = (await t.call('GET', '/api/crm/connection')).body as CrmConnectionAnswer;
    expect(kept).toMatchObject({ connected: true, provider: 'hubspot' });
  });

  it('shows the contacts total and the newest contacts, with no calendars part failing', async () => {
    const overview = (await t.call('GET', '/api/crm/overview')).body as CrmOverviewAnswer;
    expect(overview.failed).toEqual([]);
    expect(overview.stats).toEqual({ totalContacts: fake.contacts().length, totalAppointments: 0 });
    expect(overview.contacts?.map((c) => c.email)).toContain('jordan.lee@example.com');
  });

  it('pages through the contacts with its cursor, and refuses a cursor that is not its own', async () => {
    const first = (await t.call('GET', '/api/crm/contacts?limit=2')).body as CrmContactsAnswer;
    expect(first.contacts).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const next = await t.call(
      'GET',
      `/api/crm/contacts?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    const ids = [...first.contacts, ...(next.body as CrmContactsAnswer).contacts].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const bad = await t.call('GET', '/api/crm/contacts?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { cursor: 'is invalid' } } });
  });

  it('answers a plain 400 for calendars, which HubSpot has none of', async () => {
    const calendars = await t.call('GET', '/api/crm/calendars');
    expect(calendars.status).toBe(400);
    expect(calendars.body).toMatchObject({
      error: { message: 'HubSpot has no calendars Coachsite can use.' },
    });
  });

  it('lists deals as leads and refuses to abandon one, leaving it as it was', async () => {
    await t.call('PATCH', '/api/crm/connection', { leadRule: 'always' });
    const contact = (
      await t.call('POST', '/api/crm/contacts', { firstName: 'Dee', email: 'dee@example.com' })
    ).body as { contact: { id: string } };
    expect(contact.contact.id).toBeTruthy();
    const made = await fetch(`${fake.url}/crm/v3/objects/deals`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fake.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        properties: {
          dealname: 'Dee: 1:1 coaching',
          pipeline: 'default',
          dealstage: 'qualifiedtobuy',
        },
      }),
    });
    const deal = (await made.json()) as { id: string };
    const leads = (await t.call('GET', '/api/crm/leads?status=open')).body as CrmLeadsAnswer;
    expect(leads.leads.find((l) => l.id === deal.id)).toMatchObject({
      name: 'Dee: 1:1 coaching',
      status: 'open',
      isNew: false,
    });
    const abandoned = await t.call('PUT', `/api/crm/leads/${deal.id}`, { status: 'abandoned' });
    expect(abandoned.status).toBe(400);
    expect(fake.deals().find((d) => d.id === deal.id)?.properties.dealstage).toBe('qualifiedtobuy');
    const won = await t.call('PUT', `/api/crm/leads/${deal.id}`, { status: 'won' });
    expect(won.body).toMatchObject({ lead: { id: deal.id, status: 'won' } });
  });

  it('tells the Content Hub that booked calls cannot be counted from HubSpot', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = (await t.call('GET', `/api/analytics?from=${day(-6)}&to=${day(0)}`))
      .body as AnalyticsAnswer;
    expect(answer).toMatchObject({ bookings: 0, bookingsSource: 'no-calendars' });
  });
});
