import { beforeAll, describe, expect, it } from 'vitest';
import { formOfNewWebsite, setupHubSpotTestApp, submit } from '../../../test/support/lead-outbox';
import { waitFor } from '../../../test/support/wait-for';
import { eq } from 'drizzle-orm';
import { leads } from '../db/schema';
import type { LiveLeadForm } from '../domain/leads/live-lead-form';
import { submitLead } from '../domain/leads/submit-lead';

// The lead scenarios of deliver-leads.test.ts and lead-trust.test.ts, with HubSpot as the CRM:
// the domain speaks the CrmPort only, so each must hold for every provider behind it.
const env = setupHubSpotTestApp({
  fake: { rateLimit: { max: 100_000, intervalMs: 1000 } },
  services: { limits: { leads: { perPagePerHour: 10_000, perCoachPerHour: 10_000 } } },
});
const { t, inbox } = env;
let form: LiveLeadForm;

beforeAll(async () => {
  form = await formOfNewWebsite(t);
});

const allDelivered = (count: number) =>
  waitFor(
    `${count} leads delivered`,
    async () => {
      const list = await inbox();
      return list.length === count && list.every((l) => l.status === 'delivered') && list;
    },
    { timeoutMs: 60_000 },
  );

const contactsWith = (email: string) =>
  env.fake.contacts().filter((c) => c.properties.email === email);

describe('leads delivered to HubSpot', () => {
  it('makes a new contact, the message as its note and a deal in the pipeline and stage the coach chose', async () => {
    await t.call('PATCH', '/api/crm/connection', {
      pipelineId: 'default',
      pipelineStageId: 'qualifiedtobuy',
    });
    const lead = await submit(t.database.db, t.services, form, 1);
    expect(lead.outcome.kind).toBe('delivered');
    const [contact] = contactsWith('visitor1@example.com');
    expect(contact?.properties).toMatchObject({ firstname: 'Visitor', lastname: 'Number1' });
    const notes = env.fake.notes(contact?.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.properties.hs_note_body).toContain('hear about coaching (1)');
    const deals = env.fake.deals(contact?.id);
    expect(deals).toHaveLength(1);
    expect(deals[0]?.properties).toMatchObject({
      pipeline: 'default',
      dealstage: 'qualifiedtobuy',
    });
    expect((await inbox())[0]).toMatchObject({
      status: 'delivered',
      contactId: contact?.id,
      contactMatched: false,
      opportunityId: deals[0]?.id,
    });
  });

  it('never changes a contact already there: it gets a note saying what the visitor typed', async () => {
    const [before] = contactsWith('jordan.lee@example.com');
    // A seeded contact's email, typed with another name and phone.
    const matched = await submitAs({
      name: 'Mallory',
      email: 'jordan.lee@example.com',
      phone: '+1 555 0199',
    });
    expect(matched.outcome).toMatchObject({
      kind: 'delivered',
      matched: true,
      contactId: before?.id,
    });
    const [after] = contactsWith('jordan.lee@example.com');
    expect(after?.properties).toMatchObject({
      firstname: before?.properties.firstname,
      lastname: before?.properties.lastname,
      phone: before?.properties.phone,
    });
    expect(env.fake.contacts().filter((c) => c.properties.firstname === 'Mallory')).toHaveLength(0);
    const note = env.fake.notes(before?.id)[0]?.properties.hs_note_body ?? '';
    expect(note).toContain('The visitor typed: name Mallory');
    expect(note).toContain('The contact was not changed.');
  });

  it('keeps every lead while HubSpot is down and delivers each once when it is back', async () => {
    await env.fake.setMode('down');
    const before = env.fake.contacts().length;
    for (let n = 0; n < 20; n += 1) {
      const sent = await submit(t.database.db, t.services, form, 100 + n);
      expect(sent.outcome.kind).toBe('retry');
    }
    const waiting = await inbox();
    expect(
      waiting.every(
        (l) => l.status === 'queued' && l.error?.includes('HubSpot could not be reached'),
      ),
    ).toBe(true);
    env.startOutbox();
    await env.fake.setMode('up');
    await env.retriesDueNow();
    await allDelivered(20);
    expect(env.fake.contacts()).toHaveLength(before + 20);
    const notes = env.fake.notes();
    expect(notes).toHaveLength(20);
  }, 90_000);

  it('makes no duplicate when HubSpot applied a write but its answer was lost, even while its search lags', async () => {
    env.startOutbox();
    // HubSpot's search index lags its writes by seconds: a contact made by a lost answer is not
    // found by a search at once.
    env.fake.setSearchLag(60_000);
    const CONTACT = /^\/crm\/v3\/objects\/contacts\/?$/;
    const NOTE = /^\/crm\/v3\/objects\/notes\/?$/;
    const DEAL = /^\/crm\/v3\/objects\/deals\/?$/;
    for (const path of [CONTACT, NOTE, DEAL]) env.fake.applyThenDropAnswer(2, path);
    const cases = [300, 301, 302, 310];
    for (const n of cases) await submit(t.database.db, t.services, form, n);
    await env.retriesDueNow();
    await allDelivered(cases.length);
    const dropped = env.fake.requests.filter((r) => r.status === 'dropped').map((r) => r.path);
    expect(dropped.filter((p) => CONTACT.test(p))).toHaveLength(2);
    expect(dropped.filter((p) => NOTE.test(p))).toHaveLength(2);
    expect(dropped.filter((p) => DEAL.test(p))).toHaveLength(2);
    for (const n of cases) {
      const matching = contactsWith(`visitor${n}@example.com`);
      expect(matching).toHaveLength(1);
      expect(env.fake.notes(matching[0]?.id)).toHaveLength(1);
      expect(env.fake.deals(matching[0]?.id)).toHaveLength(1);
    }
    // A lead whose contact an earlier try made is not reported as matching an existing contact.
    expect((await inbox()).every((l) => l.contactMatched === false)).toBe(true);
  }, 90_000);

  it('starts a lead over in HubSpot when it was half delivered to the GoHighLevel the coach had before', async () => {
    await env.fake.setMode('down');
    const sent = await submit(t.database.db, t.services, form, 900);
    expect(sent.outcome.kind).toBe('retry');
    // As if the coach's earlier GoHighLevel had made the contact before she switched to HubSpot.
    await t.database.db
      .update(leads)
      .set({ contactId: 'ghl-contact-900', contactMatched: false, crmAccount: 'gohighlevel:loc-1' })
      .where(eq(leads.id, sent.id));
    env.startOutbox();
    await env.fake.setMode('up');
    await env.retriesDueNow();
    const [delivered] = await allDelivered(1);
    const [contact] = contactsWith('visitor900@example.com');
    expect(delivered).toMatchObject({ contactId: contact?.id, contactMatched: false });
    expect(env.fake.notes(contact?.id)).toHaveLength(1);
  });

  it('makes one contact and one open deal for leads of one person sent at once', async () => {
    env.startOutbox();
    await t.call('PATCH', '/api/crm/connection', { leadRule: 'always' });
    const person = {
      name: 'Double Clicker',
      email: 'double@example.com',
      phone: '',
      message: 'coaching?',
    };
    await Promise.all(Array.from({ length: 6 }, () => submitAs(person)));
    await env.retriesDueNow();
    await allDelivered(6);
    const contacts = contactsWith('double@example.com');
    expect(contacts).toHaveLength(1);
    expect(env.fake.deals(contacts[0]?.id)).toHaveLength(1);
    expect(env.fake.notes(contacts[0]?.id)).toHaveLength(6);
  }, 90_000);
});

function submitAs(visitor: { name: string; email: string; phone: string; message?: string }) {
  const answers = { message: '', ...visitor };
  return submitLead(t.database.db, t.services, form, answers, 'http://localhost/s/leads-page');
}
