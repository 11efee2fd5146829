import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGhl, type ContactJson, type ProviderErrorBody } from '../ghl-server';
import { providerClient } from './test-client';

const fake = await startFakeGhl();
const call = providerClient(fake);
afterAll(() => fake.close());
beforeEach(() => fake.reset());

type Upserted = { new: boolean; contact: ContactJson };
type ContactList = {
  contacts: ContactJson[];
  count: number;
  meta: {
    total: number;
    startAfterId?: string;
    startAfter?: number;
    nextPageUrl?: string;
    currentPage: number;
    nextPage?: number;
    prevPage: number | null;
  };
};

const upsert = (fields: Record<string, unknown>) =>
  call<Upserted>('POST', '/contacts/upsert', { locationId: fake.locationId, ...fields });

describe('contacts upsert: the location’s duplicate rules', () => {
  it('creates a contact, then updates the same one by email in any case', async () => {
    const created = await upsert({ email: 'Ana@Example.com', name: 'Ana Lima', tags: ['website'] });
    const again = await upsert({ email: 'ana@example.com', phone: '+15125550199', tags: ['x'] });
    expect(created.body).toMatchObject({
      new: true,
      contact: { firstName: 'Ana', lastName: 'Lima' },
    });
    expect(again.body.new).toBe(false);
    expect(again.body.contact.id).toBe(created.body.contact.id);
    expect(fake.contacts().filter((c) => c.email?.toLowerCase() === 'ana@example.com')).toEqual([
      expect.objectContaining({ phone: '+15125550199', tags: ['x'] }),
    ]);
  });

  it('finds an existing contact by phone when no email matches', async () => {
    const { body } = await upsert({ phone: '+1 (512) 555-0102', firstName: 'Priya' });
    expect(body.new).toBe(false);
    expect(body.contact.email).toBe('priya.shah@example.com');
  });

  it('when email and phone match two contacts, updates the email one and leaves its phone', async () => {
    const { body } = await upsert({ email: 'marcus.bell@example.com', phone: '+15125550101' });
    expect(body.contact.email).toBe('marcus.bell@example.com');
    expect(body.contact.phone).toBeUndefined();
    expect(fake.contacts().filter((c) => c.phone === '+15125550101')).toHaveLength(1);
  });

  it('creates a second contact only when the location allows duplicates and the call asks', async () => {
    fake.setLocationSettings({ allowDuplicateContact: true });
    const asked = await upsert({
      email: 'jordan.lee@example.com',
      createNewIfDuplicateAllowed: true,
    });
    const notAsked = await upsert({ email: 'jordan.lee@example.com' });
    expect([asked.body.new, notAsked.body.new]).toEqual([true, false]);
  });

  it('refuses a contact without email or phone, a bad email and unknown fields with 422', async () => {
    const cases = [
      [{ name: 'Nobody' }, 'email or phone must be provided'],
      [{ email: 'not-an-email' }, 'email must be an email'],
      [{ email: 'a@example.com', notes: 'x' }, 'property notes should not exist'],
    ] as const;
    for (const [fields, message] of cases) {
      const { status, body } = await call<ProviderErrorBody>('POST', '/contacts/upsert', {
        locationId: fake.locationId,
        ...fields,
      });
      expect(status).toBe(422);
      expect(body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
      expect(body.message).toContain(message);
    }
  });
});

describe('contacts: create, read, update, delete, notes', () => {
  it('creates with 201 and refuses a duplicate with 400 naming the contact that matched', async () => {
    const body = { locationId: fake.locationId, email: 'new@example.com', firstName: 'New' };
    const created = await call<{ contact: ContactJson }>('POST', '/contacts/', body);
    const duplicate = await call<ProviderErrorBody>('POST', '/contacts/', body);
    expect(created.status).toBe(201);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({
      statusCode: 400,
      message: 'This location does not allow duplicated contacts.',
      meta: { contactId: created.body.contact.id, matchingField: 'email' },
    });
  });

  it('gets, updates (succeded: true) and deletes a contact', async () => {
    const id = fake.contacts()[0]?.id ?? '';
    const got = await call<{ contact: ContactJson }>('GET', `/contacts/${id}`);
    const updated = await call<{ succeded: boolean; contact: ContactJson }>(
      'PUT',
      `/contacts/${id}`,
      {
        lastName: 'Lee-Park',
        tags: ['vip'],
      },
    );
    const deleted = await call('DELETE', `/contacts/${id}`);
    const gone = await call<ProviderErrorBody>('GET', `/contacts/${id}`);
    expect(got.body.contact.id).toBe(id);
    expect(updated.body).toMatchObject({
      succeded: true,
      contact: { lastName: 'Lee-Park', tags: ['vip'] },
    });
    expect(deleted.body).toEqual({ succeded: true });
    expect(gone.body).toEqual({ statusCode: 400, message: 'Contact not found' });
  });

  it('keeps notes on a contact', async () => {
    const id = fake.contacts()[1]?.id ?? '';
    const { status, body } = await call<{ note: { id: string; body: string } }>(
      'POST',
      `/contacts/${id}/notes`,
      { body: 'Wants coaching for a career change.' },
    );
    expect(status).toBe(201);
    expect(fake.notes(id)).toEqual([
      expect.objectContaining({ id: body.note.id, body: 'Wants coaching for a career change.' }),
    ]);
    const empty = await call<ProviderErrorBody>('POST', `/contacts/${id}/notes`, { body: '' });
    expect(empty.body.message).toEqual(['body should not be empty']);
  });
});

describe('contacts list: cursor paging as the provider pages', () => {
  it('walks every contact once through startAfterId and startAfter, newest first', async () => {
    for (let i = 0; i < 7; i++) await upsert({ email: `paged${i}@example.com` });
    const seen: string[] = [];
    let path = `/contacts/?locationId=${fake.locationId}&limit=4`;
    const pages: ContactList['meta'][] = [];
    for (;;) {
      const { status, body } = await call<ContactList>('GET', path);
      expect(status).toBe(200);
      seen.push(...body.contacts.map((c) => c.id));
      pages.push(body.meta);
      if (!body.meta.nextPageUrl) break;
      path = `/contacts/?locationId=${fake.locationId}&limit=4&startAfterId=${body.meta.startAfterId}&startAfter=${body.meta.startAfter}`;
    }
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
    expect(pages.map((m) => [m.total, m.currentPage, m.nextPage, m.prevPage])).toEqual([
      [15, 1, 2, null],
      [15, 2, 3, 1],
      [15, 3, 4, 2],
      [15, 4, undefined, 3],
    ]);
    const dates = fake.contacts().sort((a, b) => b.dateAdded - a.dateAdded);
    expect(seen.at(-1)).toBe(dates.at(-1)?.id);
  });

  it('gives the total in meta.total with limit=1 (how the stats are derived) and filters by query', async () => {
    const one = await call<ContactList>('GET', `/contacts/?locationId=${fake.locationId}&limit=1`);
    const found = await call<ContactList>(
      'GET',
      `/contacts/?locationId=${fake.locationId}&query=tanaka`,
    );
    expect(one.body.contacts).toHaveLength(1);
    expect(one.body.meta.total).toBe(8);
    expect(found.body.contacts.map((c) => c.email)).toEqual(['aiko.tanaka@example.com']);
  });

  it('refuses a limit over 100 and a missing locationId with 422', async () => {
    const big = await call<ProviderErrorBody>(
      'GET',
      `/contacts/?locationId=${fake.locationId}&limit=101`,
    );
    const none = await call<ProviderErrorBody>('GET', '/contacts/');
    expect(big.body.message).toEqual(['limit must not be greater than 100']);
    expect(none.body.message).toEqual(['locationId should not be empty']);
  });

  it('answers POST /contacts/search with pages and a total', async () => {
    const { body } = await call<{ contacts: ContactJson[]; total: number }>(
      'POST',
      '/contacts/search',
      {
        locationId: fake.locationId,
        pageLimit: 3,
        page: 3,
      },
    );
    expect(body.total).toBe(8);
    expect(body.contacts).toHaveLength(2);
  });
});
