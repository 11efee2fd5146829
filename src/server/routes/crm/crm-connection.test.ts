import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../../../test/fakes/ghl-server';
import { setupTestApp } from '../../../../test/support/test-app';
import { crmConnections } from '../../db/schema';

let fake: FakeGhl;
beforeAll(async () => {
  fake = await startFakeGhl();
});
afterAll(() => fake.close());

const t = setupTestApp(undefined, () => ({ ghlApiUrl: fake.url }));

describe('PUT /api/crm/connection', () => {
  beforeEach(async () => {
    await fake.reset();
    await t.call('DELETE', '/api/crm/connection');
  });

  it('connects with a good key and location, showing only the last 4 characters of the key', async () => {
    const put = await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      connected: true,
      provider: 'gohighlevel',
      providerName: 'GoHighLevel',
      accountId: fake.locationId,
      accountName: fake.locationName,
      capabilities: {
        calendars: true,
        chatWidget: true,
        leadStatuses: ['open', 'won', 'lost', 'abandoned'],
      },
      apiKeyHint: fake.apiKey.slice(-4),
      leadRule: 'keyword',
      pipelineId: null,
      pipelineStageId: null,
    });
    const asked = fake.requests.at(-1);
    expect(asked?.path).toBe(`/locations/${fake.locationId}`);
    expect(asked?.auth).toBe('valid');
    expect(asked?.headers.version).toBe('2021-07-28');
    expect(asked?.headers.accept).toBe('application/json');
    // The tab opens connected.
    expect((await t.call('GET', '/api/crm/connection')).body).toEqual(put.body);
  });

  it('keeps the token sealed: never in an answer, never in a column in clear', async () => {
    await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
    const rows = await t.database.db.select().from(crmConnections);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(fake.apiKey);
    expect(JSON.stringify(rows)).not.toContain(fake.apiKey.slice(4, -4));
    for (const url of ['/api/crm/connection', '/api/crm/overview', '/api/crm/contacts']) {
      expect(JSON.stringify((await t.call('GET', url)).body)).not.toContain(fake.apiKey);
    }
  });

  it('names the missing fields', async () => {
    const answer = await t.call('PUT', '/api/crm/connection', { apiKey: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { fields: { apiKey: 'is required', locationId: 'is required' } },
    });
    expect((await t.call('GET', '/api/crm/connection')).body).toEqual({ connected: false });
  });

  it("answers a refused key with the provider's reason and keeps nothing", async () => {
    const answer = await t.call('PUT', '/api/crm/connection', {
      apiKey: 'pit-not-a-real-token',
      locationId: fake.locationId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { message: 'GoHighLevel API error: 401 Unauthorized: Invalid JWT' },
    });
    expect((await t.call('GET', '/api/crm/connection')).body).toEqual({ connected: false });
  });

  it('answers a location the key cannot see with the provider reason', async () => {
    const other = fake.addLocation('Someone Else');
    const answer = await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: other.id,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('does not have access to this location');
  });

  it('answers 502 when the provider cannot be reached', async () => {
    await fake.setMode('down');
    const answer = await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ error: { code: 'bad_gateway' } });
    await fake.setMode('up');
  });

  it('disconnects', async () => {
    await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
    expect((await t.call('DELETE', '/api/crm/connection')).status).toBe(204);
    expect((await t.call('GET', '/api/crm/connection')).body).toEqual({ connected: false });
    const contacts = await t.call('GET', '/api/crm/contacts');
    expect(contacts.status).toBe(400);
    expect(contacts.body).toMatchObject({
      error: { message: 'GoHighLevel not initialized. Please configure your CRM connection.' },
    });
  });
});

describe('PATCH /api/crm/connection', () => {
  beforeAll(async () => {
    await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
  });

  it('keeps the lead rule and a pipeline and stage of the location', async () => {
    const { pipelines } = (await t.call('GET', '/api/crm/pipelines')).body as {
      pipelines: { id: string; stages: { id: string }[] }[];
    };
    const [pipeline] = pipelines;
    const stage = pipeline?.stages[1];
    if (!pipeline || !stage) throw new Error('the fake has a pipeline with two stages');
    const answer = await t.call('PATCH', '/api/crm/connection', {
      leadRule: 'always',
      pipelineId: pipeline.id,
      pipelineStageId: stage.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      leadRule: 'always',
      pipelineId: pipeline.id,
      pipelineStageId: stage.id,
    });
  });

  it('refuses a stage of no pipeline, a pipeline of another location and an unknown rule', async () => {
    const before = (await t.call('GET', '/api/crm/connection')).body;
    for (const [patch, field] of [
      [{ pipelineId: 'nope' }, 'pipelineId'],
      [{ pipelineStageId: 'nope' }, 'pipelineStageId'],
      [{ leadRule: 'sometimes' }, 'leadRule'],
      [{ apiKey: 'x' }, 'apiKey'],
    ] as const) {
      const answer = await t.call('PATCH', '/api/crm/connection', patch);
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
    }
    expect((await t.call('GET', '/api/crm/connection')).body).toEqual(before);
  });
});

describe('another coach', () => {
  it('sees no connection and cannot use this one', async () => {
    await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
    const other = await t.signUp('other-crm@example.com');
    expect((await t.call('GET', '/api/crm/connection', undefined, other)).body).toEqual({
      connected: false,
    });
    for (const url of ['/api/crm/contacts', '/api/crm/calendars', '/api/crm/leads']) {
      expect((await t.call('GET', url, undefined, other)).status).toBe(400);
    }
    expect((await t.call('GET', '/api/crm/connection', undefined, null)).status).toBe(401);
  });
});

describe('a server whose SECRET_KEY changed', () => {
  it('asks the coach to connect again instead of failing', async () => {
    await t.call('PUT', '/api/crm/connection', {
      apiKey: fake.apiKey,
      locationId: fake.locationId,
    });
    await t.database.db.update(crmConnections).set({ tokenSealed: 'v1.AAAA.BBBB.CCCC' });
    const answer = await t.call('GET', '/api/crm/contacts');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { message: "Reconnect GoHighLevel: the server's key changed." },
    });
    // The CRM tab no longer says connected: it asks for the connection again, saying why.
    expect((await t.call('GET', '/api/crm/connection')).body).toEqual({
      connected: false,
      reconnect: "Reconnect GoHighLevel: the server's key changed.",
    });
  });
});
