import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEAL_TO_CONTACT,
  NOTE_TO_CONTACT,
  startFakeHubSpot,
  type FakeHubSpot,
  type HubSpotErrorBody,
  type ObjectJson,
} from './hubspot-server';

type Answer<T> = { status: number; headers: Headers; body: T };
type Page = { results: ObjectJson[]; paging?: { next: { after: string; link?: string } } };
type SearchPage = Page & { total: number };

/** Calls a fake over real HTTP as a HubSpot client does: bearer token, JSON. `token: null` sends none. */
function client(fake: FakeHubSpot, token: string | null = fake.token) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${fake.url}${path}`, {
      method,
      headers,
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    const parsed: T = text ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, body: parsed };
  };
}

const fake = await startFakeHubSpot();
const call = client(fake);
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const createContact = (properties: Record<string, string>) =>
  call<ObjectJson>('POST', '/crm/v3/objects/contacts', { properties });

const noteFor = (contactId: string, body = 'Discovery call: wants a 12-week programme.') =>
  call<ObjectJson>('POST', '/crm/v3/objects/notes', {
    properties: { hs_note_body: body, hs_timestamp: '2026-11-27T10:00:00.000Z' },
    associations: [
      {
        to: { id: contactId },
        types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_CONTACT }],
      },
    ],
  });

const dealFor = (contactId: string, properties: Record<string, string> = {}) =>
  call<ObjectJson>('POST', '/crm/v3/objects/deals', {
    properties: {
      dealname: 'Coaching package: Ada Byron',
      pipeline: 'default',
      dealstage: 'appointmentscheduled',
      amount: '1500',
      ...properties,
    },
    associations: [
      {
        to: { id: contactId },
        types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: DEAL_TO_CONTACT }],
      },
    ],
  });

const searchContacts = (body: unknown) =>
  call<SearchPage>('POST', '/crm/v3/objects/contacts/search', body);

describe('the fake HubSpot: the portal', () => {
  it('answers the account details and a private app token', async () => {
    const { status, body } = await call('GET', '/account-info/v3/details');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      portalId: fake.portalId,
      accountType: 'STANDARD',
      timeZone: 'America/Chicago',
      companyCurrency: 'USD',
      uiDomain: 'app.hubspot.com',
    });
    expect(body).not.toHaveProperty('token');
    expect(fake.token).toMatch(
      /^pat-na1-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it("answers the default sales pipeline with HubSpot's stage ids", async () => {
    const { status, body } = await call<{
      results: { id: string; label: string; stages: { id: string; displayOrder: number }[] }[];
    }>('GET', '/crm/v3/pipelines/deals');
    expect(status).toBe(200);
    expect(body.results).toHaveLength(1);
    const [pipeline] = body.results;
    expect(pipeline).toMatchObject({ id: 'default', label: 'Sales Pipeline' });
    expect(pipeline?.stages.map((s) => s.id)).toEqual([
      'appointmentscheduled',
      'qualifiedtobuy',
      'presentationscheduled',
      'decisionmakerboughtin',
      'contractsent',
      'closedwon',
      'closedlost',
    ]);
    expect(pipeline?.stages[0]).toMatchObject({ label: 'Appointment Scheduled', displayOrder: 0 });
    expect((await call('GET', '/crm/v3/pipelines/deals/nope')).status).toBe(404);
  });

  it('refuses a missing or wrong token with 401 INVALID_AUTHENTICATION, still with the limit headers', async () => {
    for (const token of [null, 'pat-na1-00000000-0000-0000-0000-000000000000']) {
      const answer = await client(fake, token)<HubSpotErrorBody>('GET', '/crm/v3/objects/contacts');
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: 'error', category: 'INVALID_AUTHENTICATION' });
      expect(answer.body.message).toMatch(/^Authentication credentials not found/);
      expect(answer.body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('x-hubspot-ratelimit-max')).toBe('100');
    }
    expect(fake.requests.map((r) => r.auth)).toEqual(['missing', 'invalid']);
  });

  it('sends the rate limit headers and a correlation id with every answer', async () => {
    const ok = await call('GET', '/crm/v3/objects/contacts');
    const missing = await call('GET', '/crm/v3/objects/contacts/999999');
    for (const answer of [ok, missing]) {
      expect(answer.headers.get('x-hubspot-ratelimit-max')).toBe('100');
      expect(answer.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('10000');
      expect(answer.headers.get('x-hubspot-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(ok.headers.get('x-hubspot-ratelimit-remaining')).toBe('99');
    expect(missing.headers.get('x-hubspot-ratelimit-remaining')).toBe('98');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'error', category: 'OBJECT_NOT_FOUND' });
  });
});

describe('the fake HubSpot: contacts', () => {
  it('creates a contact and reads it back by id and by email', async () => {
    const created = await createContact({
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Byron',
      phone: '+15125550199',
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^\d+$/);
    expect(created.body.properties).toMatchObject({
      email: 'ada@example.com',
      firstname: 'Ada',
      hs_object_id: created.body.id,
    });
    expect(created.body.archived).toBe(false);

    const byId = await call<ObjectJson>('GET', `/crm/v3/objects/contacts/${created.body.id}`);
    expect(byId.body.properties).toEqual({
      createdate: created.body.createdAt,
      email: 'ada@example.com',
      firstname: 'Ada',
      hs_object_id: created.body.id,
      lastmodifieddate: created.body.updatedAt,
      lastname: 'Byron',
    });
    const named = await call<ObjectJson>(
      'GET',
      `/crm/v3/objects/contacts/${created.body.id}?properties=phone,company`,
    );
    expect(named.body.properties).toEqual({ phone: '+15125550199', company: null });
    const byEmail = await call<ObjectJson>(
      'GET',
      '/crm/v3/objects/contacts/ADA@example.com?idProperty=email',
    );
    expect(byEmail.body.id).toBe(created.body.id);
  });

  it('answers 409 CONFLICT with the existing id for an email already there, whatever its case', async () => {
    const first = await createContact({ email: 'ada@example.com' });
    const again = await createContact({ email: 'Ada@Example.com', firstname: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      status: 'error',
      category: 'CONFLICT',
      message: `Contact already exists. Existing ID: ${first.body.id}`,
    });
    const existingId = /Existing ID: (\d+)/.exec(
      (again.body as unknown as HubSpotErrorBody).message,
    );
    expect(existingId?.[1]).toBe(first.body.id);
    expect(fake.contacts().filter((c) => c.properties.email === 'ada@example.com')).toHaveLength(1);
    expect(
      fake.contacts().find((c) => c.id === first.body.id)?.properties.firstname,
    ).toBeUndefined();
  });

  it('refuses an invalid email or an unknown property with 400 VALIDATION_ERROR', async () => {
    const before = fake.contacts().length;
    const badEmail = await createContact({ email: 'not-an-address' });
    const unknown = await createContact({ email: 'ok@example.com', favourite_colour: 'teal' });
    const noProperties = await call('POST', '/crm/v3/objects/contacts', {});
    const notJson = await call('POST', '/crm/v3/objects/contacts', '{"properties":');
    for (const answer of [badEmail, unknown, noProperties, notJson]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR' });
    }
    expect((badEmail.body as unknown as HubSpotErrorBody).message).toContain('INVALID_EMAIL');
    expect((unknown.body as unknown as HubSpotErrorBody).message).toContain(
      'PROPERTY_DOESNT_EXIST',
    );
    expect(fake.contacts()).toHaveLength(before);
  });

  it('takes a contact without an email, as HubSpot does', async () => {
    const created = await createContact({ firstname: 'Walk-in', phone: '+15125550111' });
    expect(created.status).toBe(201);
  });

  it('finds contacts by email, by phone and by text', async () => {
    const ada = await createContact({
      email: 'ada@example.com',
      firstname: 'Ada',
      phone: '+15125550199',
    });
    await createContact({ email: 'grace@example.com', firstname: 'Grace', lastname: 'Hopper' });

    const byEmail = await searchContacts({
      filterGroups: [
        { filters: [{ propertyName: 'email', operator: 'EQ', value: 'ADA@example.com' }] },
      ],
      properties: ['email', 'firstname'],
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.total).toBe(1);
    expect(byEmail.body.results[0]).toMatchObject({
      id: ada.body.id,
      properties: { email: 'ada@example.com', firstname: 'Ada' },
    });
    expect(byEmail.body.paging).toBeUndefined();

    // Two filter groups are ORed: the email or the phone.
    const either = await searchContacts({
      filterGroups: [
        { filters: [{ propertyName: 'email', operator: 'EQ', value: 'nobody@example.com' }] },
        { filters: [{ propertyName: 'phone', operator: 'EQ', value: '+15125550199' }] },
      ],
    });
    expect(either.body.results.map((r) => r.id)).toEqual([ada.body.id]);

    const text = await searchContacts({ query: 'hopp' });
    expect(text.body.results.map((r) => r.properties.email)).toEqual(['grace@example.com']);
    const none = await searchContacts({
      filterGroups: [
        { filters: [{ propertyName: 'email', operator: 'EQ', value: 'x@example.com' }] },
      ],
    });
    expect(none.body).toEqual({ total: 0, results: [] });
    const badProperty = await searchContacts({
      filterGroups: [{ filters: [{ propertyName: 'shoe_size', operator: 'EQ', value: '9' }] }],
    });
    expect(badProperty.status).toBe(400);
  });

  it('pages a list with limit and after, and a search with after', async () => {
    for (let i = 0; i < 9; i++) await createContact({ email: `client${i}@example.com` });
    const all = fake.contacts().map((c) => c.id);
    expect(all).toHaveLength(12);

    const seen: string[] = [];
    let path: string | undefined = '/crm/v3/objects/contacts?limit=5&properties=email';
    while (path) {
      const page: Answer<Page> = await call<Page>('GET', path);
      expect(page.status).toBe(200);
      seen.push(...page.body.results.map((r) => r.id));
      expect(page.body.results.every((r) => Object.keys(r.properties).join() === 'email')).toBe(
        true,
      );
      const next = page.body.paging?.next;
      if (next) {
        expect(next.link).toBe(
          `${fake.url}/crm/v3/objects/contacts?limit=5&properties=email&after=${next.after}`,
        );
      }
      path = next?.link?.slice(fake.url.length);
    }
    expect(seen).toEqual(all);

    const first = await searchContacts({ query: 'example.com', limit: 10 });
    expect(first.body.total).toBe(12);
    expect(first.body.paging?.next.after).toBe('10');
    const second = await searchContacts({ query: 'example.com', limit: 10, after: '10' });
    expect(second.body.results).toHaveLength(2);
    expect(second.body.paging).toBeUndefined();
    expect((await call('GET', '/crm/v3/objects/contacts?limit=101')).status).toBe(400);
  });

  it('leaves fresh writes out of search while the index lags, not out of reads by id', async () => {
    fake.setSearchLag(200);
    const created = await createContact({ email: 'ada@example.com' });
    const byEmail = {
      filterGroups: [
        { filters: [{ propertyName: 'email', operator: 'EQ', value: 'ada@example.com' }] },
      ],
    };
    expect((await searchContacts(byEmail)).body.total).toBe(0);
    expect((await call('GET', `/crm/v3/objects/contacts/${created.body.id}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await searchContacts(byEmail)).body.total).toBe(1);
  });

  it('logs a PATCH, so that a test can see no contact was changed', async () => {
    const [contact] = fake.contacts();
    await createContact({ email: 'ada@example.com' });
    await searchContacts({ query: 'ada' });
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    const patched = await call<ObjectJson>(
      'PATCH',
      `/crm/v3/objects/contacts/${contact?.id ?? ''}`,
      {
        properties: { firstname: 'Changed' },
      },
    );
    expect(patched.status).toBe(200);
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toMatchObject([
      {
        path: `/crm/v3/objects/contacts/${contact?.id ?? ''}`,
        status: 200,
        body: { properties: { firstname: 'Changed' } },
      },
    ]);
  });
});

describe('the fake HubSpot: notes, deals and associations', () => {
  it('creates a note associated to a contact (202), seen from both sides', async () => {
    const contact = await createContact({ email: 'ada@example.com' });
    const note = await noteFor(contact.body.id);
    expect(note.status).toBe(201);
    expect(note.body.properties).toMatchObject({
      hs_note_body: 'Discovery call: wants a 12-week programme.',
      hs_timestamp: '2026-11-27T10:00:00.000Z',
    });
    expect(fake.notes(contact.body.id).map((n) => n.id)).toEqual([note.body.id]);

    type Associations = {
      results: { toObjectId: number; associationTypes: { category: string; typeId: number }[] }[];
    };
    const fromContact = await call<Associations>(
      'GET',
      `/crm/v4/objects/contacts/${contact.body.id}/associations/notes`,
    );
    expect(fromContact.body.results).toEqual([
      {
        toObjectId: Number(note.body.id),
        associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 201, label: null }],
      },
    ]);
    const fromNote = await call<Associations>(
      'GET',
      `/crm/v4/objects/notes/${note.body.id}/associations/contacts`,
    );
    expect(fromNote.body.results[0]?.associationTypes[0]?.typeId).toBe(NOTE_TO_CONTACT);
    const withAssociations = await call<ObjectJson>(
      'GET',
      `/crm/v3/objects/contacts/${contact.body.id}?associations=notes`,
    );
    expect(withAssociations.body.associations).toEqual({
      notes: { results: [{ id: note.body.id, type: 'contact_to_note' }] },
    });
  });

  it('refuses a note without hs_timestamp, with a wrong association type or to a missing contact', async () => {
    const contact = await createContact({ email: 'ada@example.com' });
    const noTimestamp = await call('POST', '/crm/v3/objects/notes', {
      properties: { hs_note_body: 'x' },
    });
    const wrongType = await call('POST', '/crm/v3/objects/notes', {
      properties: { hs_note_body: 'x', hs_timestamp: '1764237600000' },
      associations: [
        {
          to: { id: contact.body.id },
          types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: DEAL_TO_CONTACT }],
        },
      ],
    });
    const missing = await noteFor('987654321');
    for (const answer of [noTimestamp, wrongType, missing]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR' });
    }
    expect(fake.notes()).toEqual([]);
  });

  it('creates a deal in a pipeline stage associated to the contact (3), lists and searches deals', async () => {
    const contact = await createContact({ email: 'ada@example.com' });
    const deal = await dealFor(contact.body.id);
    expect(deal.status).toBe(201);
    expect(deal.body.properties).toMatchObject({
      dealname: 'Coaching package: Ada Byron',
      pipeline: 'default',
      dealstage: 'appointmentscheduled',
      amount: '1500',
    });
    expect(fake.deals(contact.body.id).map((d) => d.id)).toEqual([deal.body.id]);
    const fromContact = await call<{
      results: { toObjectId: number; associationTypes: { typeId: number }[] }[];
    }>('GET', `/crm/v4/objects/contacts/${contact.body.id}/associations/deals`);
    expect(fromContact.body.results).toMatchObject([
      { toObjectId: Number(deal.body.id), associationTypes: [{ typeId: 4 }] },
    ]);

    const list = await call<Page>('GET', '/crm/v3/objects/deals');
    expect(list.body.results.map((d) => d.properties.dealstage)).toEqual(['appointmentscheduled']);
    const search = await call<SearchPage>('POST', '/crm/v3/objects/deals/search', {
      filterGroups: [
        { filters: [{ propertyName: 'dealstage', operator: 'EQ', value: 'appointmentscheduled' }] },
      ],
    });
    expect(search.body.total).toBe(1);

    const badStage = await dealFor(contact.body.id, { dealstage: 'booked' });
    expect(badStage.status).toBe(400);
    expect((badStage.body as unknown as HubSpotErrorBody).message).toContain('INVALID_OPTION');
    expect(fake.deals()).toHaveLength(1);
  });

  it('creates the default association with PUT …/associations/default/…', async () => {
    const contact = await createContact({ email: 'ada@example.com' });
    const note = await call<ObjectJson>('POST', '/crm/v3/objects/notes', {
      properties: { hs_note_body: 'Later', hs_timestamp: '2026-11-27T10:00:00Z' },
    });
    expect(fake.notes(contact.body.id)).toEqual([]);
    const put = await call<{
      status: string;
      results: { associationSpec: { associationTypeId: number } }[];
    }>(
      'PUT',
      `/crm/v4/objects/notes/${note.body.id}/associations/default/contacts/${contact.body.id}`,
    );
    expect(put.status).toBe(200);
    expect(put.body.status).toBe('COMPLETE');
    expect(put.body.results.map((r) => r.associationSpec.associationTypeId)).toEqual([202, 201]);
    expect(fake.notes(contact.body.id).map((n) => n.id)).toEqual([note.body.id]);
    const missing = await call(
      'PUT',
      `/crm/v4/objects/notes/${note.body.id}/associations/default/contacts/987654321`,
    );
    expect(missing.status).toBe(404);
  });
});

describe('the fake HubSpot: failures', () => {
  it('answers 429 with the rate limit headers past the limit, then lets requests through again', async () => {
    const limited = await startFakeHubSpot({ rateLimit: { max: 3, intervalMs: 300 } });
    try {
      const callLimited = client(limited);
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(await callLimited<HubSpotErrorBody>('GET', '/crm/v3/objects/contacts'));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers.map((a) => a.headers.get('x-hubspot-ratelimit-remaining'))).toEqual([
        '2',
        '1',
        '0',
        '0',
      ]);
      const refused = answers[3];
      expect(refused?.headers.get('x-hubspot-ratelimit-max')).toBe('3');
      expect(refused?.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('300');
      expect(refused?.body).toMatchObject({
        status: 'error',
        message: 'You have reached your ten_secondly_rolling limit.',
        errorType: 'RATE_LIMIT',
        policyName: 'TEN_SECONDLY_ROLLING',
      });
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await callLimited('GET', '/crm/v3/objects/contacts')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('fails the next calls with 500 or 503, applying nothing', async () => {
    const before = fake.contacts().length;
    fake.failNext(2, 503);
    const first = await createContact({ email: 'ada@example.com' });
    const second = await createContact({ email: 'ada@example.com' });
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(first.body).toMatchObject({ status: 'error' });
    expect(fake.contacts()).toHaveLength(before);
    fake.failNext(1);
    expect((await call('GET', '/crm/v3/objects/contacts')).status).toBe(500);
    expect((await createContact({ email: 'ada@example.com' })).status).toBe(201);
    expect(fake.requests.map((r) => r.status)).toEqual([503, 503, 500, 201]);
  });

  it('loses the answer of a write it applied: the retry meets the contact as a 409', async () => {
    fake.applyThenDropAnswer(1, /\/contacts$/);
    await expect(createContact({ email: 'ada@example.com' })).rejects.toThrow();
    const stored = fake.contacts().find((c) => c.properties.email === 'ada@example.com');
    expect(stored).toBeDefined();
    expect(fake.requests.at(-1)?.status).toBe('dropped');
    const retry = await createContact({ email: 'ada@example.com' });
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({
      message: `Contact already exists. Existing ID: ${stored?.id ?? ''}`,
    });
  });

  it('drops a connection before applying anything, slows down, and goes down', async () => {
    const before = fake.contacts().length;
    fake.dropNext(1);
    await expect(createContact({ email: 'ada@example.com' })).rejects.toThrow();
    expect(fake.contacts()).toHaveLength(before);

    await fake.setDelay(150);
    const started = Date.now();
    expect((await call('GET', '/account-info/v3/details')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await fake.setDelay(0);

    await fake.setMode('down');
    await expect(call('GET', '/account-info/v3/details')).rejects.toThrow();
    await fake.setMode('up');
    expect((await call('GET', '/account-info/v3/details')).status).toBe(200);
  });

  it('answers an unknown path with 404 and HubSpot’s error body', async () => {
    const answer = await call('GET', '/crm/v3/objects/contacts/1/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 'error', category: 'OBJECT_NOT_FOUND' });
  });
});
