import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHubSpot } from '../../../../test/fakes/hubspot-server';
import { systemClock } from '../../clock';
import { CrmContactExists, CrmError, CrmFieldError, type CrmPort } from '../crm/crm-port';
import { hubspotPort } from './hubspot-port';

const fake = await startFakeHubSpot();
afterAll(() => fake.close());

let port: CrmPort;
beforeEach(async () => {
  await fake.reset();
  port = hubspotPort({ baseUrl: fake.url, clock: systemClock, timeoutMs: 2_000 });
});

const account = () => ({ accountId: String(fake.portalId), token: fake.token });
const session = () => port.session(account());

describe('HubSpot behind the CrmPort: connecting', () => {
  it("answers the portal's id and a name for it", async () => {
    // The v3 details name no portal (only newer versions add `portalName`): the id makes one.
    expect(await port.connect(fake.token, undefined)).toEqual({
      id: String(fake.portalId),
      name: `HubSpot account ${fake.portalId}`,
    });
  });

  it('refuses a wrong token with a 401 the coach must reconnect for', async () => {
    const refused = await port.connect('pat-na1-wrong', undefined).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CrmError);
    expect(refused).toMatchObject({ provider: 'HubSpot', status: 401, refused: true });
    expect((refused as CrmError).unauthorised).toBe(true);
    expect((refused as CrmError).reason).toMatch(/Authentication credentials not found/);
  });
});

describe('HubSpot behind the CrmPort: contacts and notes', () => {
  it('finds a contact it just made by email (search lagging) and by phone', async () => {
    const crm = session();
    fake.setSearchLag(60_000);
    expect(await crm.findContact({ email: 'ada@example.com' })).toBeNull();
    const made = await crm.createContact({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      phone: '+15125550199',
      source: 'coachsite.example',
      tags: ['website-lead'],
    });
    expect(made).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', tags: [] });
    const found = await crm.findContact({ email: 'ADA@example.com' });
    expect(found).toEqual(made);
    expect(found?.dateAdded).toMatch(/^\d{4}-\d\d-\d\dT/);
    fake.setSearchLag(0);
    expect((await crm.findContact({ phone: '+15125550199' }))?.id).toBe(made.id);
    expect(await crm.findContact({ phone: '+10000000000' })).toBeNull();
    await crm.addTags(made.id, ['more']); // HubSpot has no tags: nothing is sent.
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('edits a contact the coach changes in the Contacts tab, and deletes one she deletes', async () => {
    const crm = session();
    const made = await crm.createContact({ firstName: 'Ada', email: 'ada@example.com' });
    expect(await crm.updateContact(made.id, { lastName: 'Lovelace' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await crm.deleteContact(made.id);
    expect(fake.contacts().some((c) => c.id === made.id)).toBe(false);
    expect(await crm.findContact({ email: 'ada@example.com' })).toBeNull();
    const again = await crm.deleteContact(made.id).catch((e: unknown) => e);
    expect(again).toMatchObject({ provider: 'HubSpot', status: 404 });
  });

  it('answers CrmContactExists with the existing id for an email already there', async () => {
    const jordan = fake.contacts().find((c) => c.properties.email === 'jordan.lee@example.com');
    const error = await session()
      .createContact({ firstName: 'J', email: 'Jordan.Lee@example.com' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmContactExists);
    expect(error).toMatchObject({ status: 409, existingId: jordan?.id });
  });

  it('lists the notes made for the contact', async () => {
    const crm = session();
    const contact = await crm.createContact({ email: 'ada@example.com' });
    const first = await crm.addNote(contact.id, 'Lead from the contact form. ref:abc');
    const second = await crm.addNote(contact.id, 'Second note');
    expect(await crm.listNotes(contact.id)).toEqual([
      { id: first.id, body: 'Lead from the contact form. ref:abc' },
      { id: second.id, body: 'Second note' },
    ]);
    expect(fake.notes(contact.id)).toHaveLength(2);
  });

  it('pages through every contact, newest first, with its own cursor', async () => {
    const crm = session();
    for (const name of ['ada', 'bea', 'cy', 'dee']) {
      await crm.createContact({ firstName: name, email: `${name}@example.com` });
    }
    const seen: string[] = [];
    const dates: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await crm.listContacts({ limit: 3, ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(7);
      seen.push(...page.contacts.map((c) => c.id));
      dates.push(...page.contacts.map((c) => c.dateAdded ?? ''));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(
      fake
        .contacts()
        .map((c) => c.id)
        .sort(),
    );
    expect([...dates].sort().reverse()).toEqual(dates);
    const found = await crm.listContacts({ limit: 10, query: 'priya' });
    expect(found).toMatchObject({ total: 1, nextCursor: null });
    expect(found.contacts[0]?.email).toBe('priya.shah@example.com');
    await expect(crm.listContacts({ limit: 3, cursor: 'abc' })).rejects.toBeInstanceOf(
      CrmFieldError,
    );
  });
});

describe('HubSpot behind the CrmPort: deals', () => {
  it('answers the deal pipelines with their stages in order', async () => {
    const [pipeline] = await session().listPipelines();
    expect(pipeline).toMatchObject({ id: 'default', name: 'Sales Pipeline' });
    expect(pipeline?.stages[0]).toEqual({
      id: 'appointmentscheduled',
      name: 'Appointment Scheduled',
    });
    expect(pipeline?.stages.map((s) => s.id)).toContain('closedwon');
  });

  it('opens a deal that is found open and listed as new, then wins or loses it', async () => {
    const crm = session();
    const contact = await crm.createContact({ email: 'ada@example.com' });
    expect(await crm.findOpenDeal(contact.id, 'default')).toBeNull();
    const { id } = await crm.openDeal({
      pipelineId: 'default',
      name: 'Coaching: Ada',
      contactId: contact.id,
      source: 'coachsite.example',
    });
    expect(await crm.findOpenDeal(contact.id, 'default')).toBe(id);
    expect(fake.deals(contact.id).map((d) => d.id)).toEqual([id]);
    const open = await crm.listDeals('open', 10);
    expect(open.total).toBe(1);
    expect(open.leads[0]).toMatchObject({
      id,
      name: 'Coaching: Ada',
      status: 'open',
      isNew: true,
      pipelineId: 'default',
      pipelineStageId: 'appointmentscheduled',
    });

    expect(await crm.setDealStatus(id, 'won')).toMatchObject({
      id,
      status: 'won',
      isNew: false,
      pipelineStageId: 'closedwon',
      contactId: contact.id,
    });
    expect(await crm.findOpenDeal(contact.id, 'default')).toBeNull();
    expect((await crm.listDeals('won', 10)).leads.map((l) => l.id)).toEqual([id]);
    expect((await crm.listDeals('open', 10)).total).toBe(0);

    expect(await crm.setDealStatus(id, 'lost')).toMatchObject({
      status: 'lost',
      pipelineStageId: 'closedlost',
    });
    expect((await crm.listDeals('all', 10)).leads[0]?.status).toBe('lost');
    await expect(crm.setDealStatus(id, 'abandoned')).rejects.toMatchObject({
      status: 400,
      reason: 'HubSpot deals cannot be abandoned',
    });
  });
});

describe('HubSpot behind the CrmPort: when HubSpot cannot answer', () => {
  it('closes the account after a 429 and refuses calls without reaching HubSpot', async () => {
    const limited = await startFakeHubSpot({ rateLimit: { max: 2 } });
    try {
      const limitedPort = hubspotPort({ baseUrl: limited.url, clock: systemClock });
      const accountId = String(limited.portalId);
      const crm = limitedPort.session({ accountId, token: limited.token });
      await crm.listPipelines();
      await crm.findContact({ email: 'jordan.lee@example.com' });
      const refused = await crm.findContact({ phone: '+15125550102' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(CrmError);
      // No Retry-After: HubSpot's window (X-HubSpot-RateLimit-Interval-Milliseconds) is the wait.
      expect(refused).toMatchObject({ status: 429, retryAfterMs: 10_000, refused: false });
      expect(limitedPort.coolingDownFor(accountId)).toBeGreaterThan(9_000);
      expect(limitedPort.coolingDownFor('another-portal')).toBe(0);
      const sent = limited.requests.length;
      await expect(crm.listContacts({ limit: 5 })).rejects.toMatchObject({ status: 429 });
      expect(limited.requests).toHaveLength(sent);
    } finally {
      await limited.close();
    }
  });

  it('answers status null when HubSpot is down, or does not answer in time', async () => {
    await fake.setMode('down');
    await expect(session().listPipelines()).rejects.toMatchObject({
      provider: 'HubSpot',
      status: null,
      // Refused, or 'connection lost' when a kept-alive socket to the fake was closed under it.
      statusText: expect.stringMatching(/^connection (refused|lost)$/),
    });
    await expect(port.connect(fake.token, undefined)).rejects.toMatchObject({ status: null });
    await fake.setDelay(500);
    const quick = hubspotPort({ baseUrl: fake.url, clock: systemClock, timeoutMs: 100 });
    await expect(quick.session(account()).listPipelines()).rejects.toMatchObject({
      status: null,
      statusText: 'no answer in time',
    });
    const controller = new AbortController();
    const waiting = port.session(account(), { signal: controller.signal }).listPipelines();
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ status: null });
    // The calls given up on are still answered by the fake: let them end before the next test.
    await fake.waitFor(() => fake.requests.every((r) => r.status !== undefined));
  });

  it('maps a 503 to a CrmError with HubSpot’s message', async () => {
    fake.failNext(1, 503);
    await expect(session().listPipelines()).rejects.toMatchObject({
      status: 503,
      statusText: 'Service Unavailable',
      reason: 'Service Unavailable',
    });
  });
});
