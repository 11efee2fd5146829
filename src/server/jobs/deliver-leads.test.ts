import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeGhl } from '../../../test/fakes/ghl-server';
import { formOfNewWebsite, setupCrmTestApp, submit } from '../../../test/support/lead-outbox';
import { waitFor } from '../../../test/support/wait-for';
import { jobs } from '../db/schema';
import type { LiveLeadForm } from '../domain/leads/live-lead-form';

// The provider's 100 calls per 10 s would make 200 leads a two-minute test; limits are tested elsewhere.
// A 1 s window: after a 429 (which says none are left) the outbox waits for the window to end,
// 10 s with the provider's; the Retry-After test asks for 3 s.
const env = setupCrmTestApp({
  fake: { rateLimit: { max: 100_000, intervalMs: 1000 } },
  // 200 leads in a minute are past a page's hourly ceiling; the ceilings are tested elsewhere.
  services: { limits: { leads: { perPagePerHour: 10_000, perCoachPerHour: 10_000 } } },
});
const { t, inbox } = env;
let form: LiveLeadForm;

beforeAll(async () => {
  form = await formOfNewWebsite(t);
});

const allDelivered = async (count: number) =>
  waitFor(
    `${count} leads delivered`,
    async () => {
      const list = await inbox();
      return list.length === count && list.every((l) => l.status === 'delivered') && list;
    },
    { timeoutMs: 60_000 },
  );

const emailsIn = (fakeGhl: FakeGhl) => fakeGhl.contacts().map((c) => c.email);

describe('the lead outbox', () => {
  it('delivers at once when the CRM answers: contact, note and an opportunity for coaching', async () => {
    const lead = await submit(t.database.db, t.services, form, 1);
    expect(lead.outcome.kind).toBe('delivered');
    const contact = env.fake.contacts().find((c) => c.email === 'visitor1@example.com');
    expect(contact).toMatchObject({ firstName: 'Visitor', lastName: 'Number1', source: 'website' });
    expect(contact?.tags).toEqual(
      expect.arrayContaining(['website', 'http://localhost/s/leads-page']),
    );
    expect(env.fake.notes(contact?.id)).toHaveLength(1);
    expect(env.fake.notes(contact?.id)[0]?.body).toContain('hear about coaching (1)');
    const opportunities = env.fake.opportunities().filter((o) => o.contactId === contact?.id);
    expect(opportunities).toHaveLength(1);
    expect(opportunities[0]?.status).toBe('open');
    const [stored] = await inbox();
    expect(stored).toMatchObject({
      status: 'delivered',
      contactId: contact?.id,
      opportunityId: opportunities[0]?.id,
    });
  });

  it('makes no opportunity when the message does not mention coaching (the keyword rule)', async () => {
    const lead = await submit(t.database.db, t.services, form, 2, 'Just saying hi');
    expect(lead.outcome).toMatchObject({ kind: 'delivered', opportunityId: null });
    expect(env.fake.opportunities().some((o) => o.name.includes('Number2'))).toBe(false);
  });

  it('loses none of 200 leads sent while the CRM is down, and makes no duplicates when it is back', async () => {
    await env.fake.setMode('down');
    const before = env.fake.contacts().length;
    const sent = [];
    for (let n = 0; n < 200; n += 1)
      sent.push(await submit(t.database.db, t.services, form, 100 + n));
    expect(sent.every((s) => s.outcome.kind === 'retry')).toBe(true);
    const waiting = await inbox();
    expect(waiting).toHaveLength(200);
    expect(
      waiting.every((l) => l.status === 'queued' && l.error?.includes('could not be reached')),
    ).toBe(true);
    env.startOutbox();
    await env.fake.setMode('up');
    // Not about the 5 s before a lead the visitor's request could not send is tried again.
    await env.retriesDueNow();
    await allDelivered(200);
    expect(env.fake.contacts()).toHaveLength(before + 200);
    expect(new Set(emailsIn(env.fake)).size).toBe(env.fake.contacts().length);
    const notes = env.fake.notes();
    expect(new Set(notes.map((n) => n.contactId)).size).toBe(notes.length);
  }, 120_000);

  it('makes no duplicate when the CRM applied a write but its answer was lost', async () => {
    env.startOutbox();
    // Each of the three writes (the contact, its note, the opportunity) is applied and its answer
    // lost twice, among four leads.
    const CONTACT = /^\/contacts\/?$/;
    const NOTE = /^\/contacts\/[^/]+\/notes\/?$/;
    const OPPORTUNITY = /^\/opportunities\/?$/;
    for (const path of [CONTACT, NOTE, OPPORTUNITY]) env.fake.applyThenDropAnswer(2, path);
    const cases = [300, 301, 302, 310];
    for (const n of cases) await submit(t.database.db, t.services, form, n);
    await env.retriesDueNow();
    await allDelivered(cases.length);
    const dropped = env.fake.requests.filter((r) => r.status === 'dropped').map((r) => r.path);
    expect(dropped.filter((p) => CONTACT.test(p))).toHaveLength(2);
    expect(dropped.filter((p) => NOTE.test(p))).toHaveLength(2);
    expect(dropped.filter((p) => OPPORTUNITY.test(p))).toHaveLength(2);
    for (const n of cases) {
      const matching = env.fake.contacts().filter((c) => c.email === `visitor${n}@example.com`);
      expect(matching).toHaveLength(1);
      const id = matching[0]?.id;
      expect(env.fake.notes(id)).toHaveLength(1);
      expect(env.fake.opportunities().filter((o) => o.contactId === id)).toHaveLength(1);
    }
  });

  it('waits when the CRM is slow, then delivers once', async () => {
    await env.fake.setMode('slow', { delayMs: 5000 });
    const lead = await submit(t.database.db, t.services, form, 400);
    expect(lead.outcome.kind).toBe('retry');
    await env.fake.setMode('up');
    env.startOutbox();
    await env.retriesDueNow();
    await allDelivered(1);
    // The slow write may have landed after we stopped waiting: still one contact.
    await env.fake.waitFor(() => env.fake.requests.length > 0);
    expect(env.fake.contacts().filter((c) => c.email === 'visitor400@example.com')).toHaveLength(1);
  }, 30_000);

  it("keeps a provider's Retry-After before trying again", async () => {
    await env.fake.setMode('429', { retryAfterSeconds: 3 });
    const connecting = env.fake.requests.length;
    const lead = await submit(t.database.db, t.services, form, 500);
    expect(lead.outcome.kind).toBe('retry');
    const [job] = await t.database.db.select().from(jobs);
    expect(job && job.runAt.getTime() - Date.now()).toBeGreaterThan(2000);
    const [waiting] = await inbox();
    const nextAttempt = Date.parse(waiting?.nextAttemptAt ?? '');
    expect(nextAttempt - Date.now()).toBeGreaterThan(2000);
    await env.fake.setMode('up');
    env.startOutbox();
    await allDelivered(1);
    expect(Date.now()).toBeGreaterThanOrEqual(nextAttempt);
    // The first try stopped at its first call (answered 429); the contact was made once, later.
    const first = env.fake.requests.slice(connecting).filter((r) => r.at < nextAttempt);
    expect(first.map((r) => r.status)).toEqual([429]);
    expect(
      env.fake.requests.filter((r) => r.method === 'POST' && r.path === '/contacts/'),
    ).toHaveLength(1);
  });

  it('keeps leads while no CRM is connected and sends them when it is', async () => {
    await t.call('DELETE', '/api/crm/connection');
    env.startOutbox();
    const lead = await submit(t.database.db, t.services, form, 600);
    expect(lead.outcome.kind).toBe('retry');
    const [waiting] = await inbox();
    expect(waiting?.error).toContain('No CRM is connected yet');
    await t.call('PUT', '/api/crm/connection', {
      apiKey: env.fake.apiKey,
      locationId: env.fake.locationId,
    });
    await allDelivered(1);
  });

  it('sends a lead that gave up waiting for a connection as soon as the coach connects', async () => {
    await t.call('DELETE', '/api/crm/connection');
    await submit(t.database.db, t.services, form, 650);
    await t.call('PUT', '/api/crm/connection', {
      apiKey: env.fake.apiKey,
      locationId: env.fake.locationId,
    });
    // One the CRM refused for good stays failed: connecting again would not change its answer.
    env.fake.failNext(1, 422);
    const refused = await submit(t.database.db, t.services, form, 651);
    expect(refused.outcome.kind).toBe('failed');
    await t.call('DELETE', '/api/crm/connection');
    env.ahead = 25 * 60 * 60 * 1000;
    env.startOutbox();
    await waitFor('the waiting lead to give up', async () =>
      (await inbox()).find((l) => l.email === 'visitor650@example.com' && l.status === 'failed'),
    );
    await t.call('PUT', '/api/crm/connection', {
      apiKey: env.fake.apiKey,
      locationId: env.fake.locationId,
    });
    const sent = await waitFor('the lead to be delivered', async () =>
      (await inbox()).find((l) => l.email === 'visitor650@example.com' && l.status === 'delivered'),
    );
    expect(env.fake.contacts().filter((c) => c.email === sent.email)).toHaveLength(1);
    const stays = (await inbox()).find((l) => l.email === 'visitor651@example.com');
    expect(stays?.status).toBe('failed');
  });

  it('marks a lead failed after a day of trying, with the reason, and a retry sends it', async () => {
    await env.fake.setMode('down');
    await submit(t.database.db, t.services, form, 700);
    env.ahead = 25 * 60 * 60 * 1000;
    env.startOutbox();
    // A day has passed for the app's clock; the database's due times learn it here.
    await env.retriesDueNow();
    const failed = await waitFor('the lead to fail', async () => {
      const [lead] = await inbox();
      return lead?.status === 'failed' && lead;
    });
    expect(failed.error).toMatch(
      /^Gave up after a day of trying\. GoHighLevel could not be reached/,
    );
    await env.fake.setMode('up');
    // Trying again starts a new day of trying: the lead is more than a day old, and a failure
    // of the first try after the retry leaves it waiting, not failed again.
    env.fake.failNext(1, 503);
    const retried = await t.call('POST', `/api/leads/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    await allDelivered(1);
    expect((await t.call('POST', `/api/leads/${failed.id}/retry`)).status).toBe(409);
  });

  it('marks a lead the CRM refuses for good as failed at once, with its reason', async () => {
    env.fake.failNext(1, 422);
    const lead = await submit(t.database.db, t.services, form, 800);
    expect(lead.outcome.kind).toBe('failed');
    const [stored] = await inbox();
    expect(stored).toMatchObject({ status: 'failed', error: expect.stringContaining('422') });
  });
});
