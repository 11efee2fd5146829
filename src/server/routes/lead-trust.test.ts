import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeGhl } from '../../../test/fakes/ghl-server';
import { createWebsite } from '../../../test/support/builders';
import { setupCrmTestApp } from '../../../test/support/lead-outbox';
import { waitFor } from '../../../test/support/wait-for';
import type { InboxAnswer, InboxLead, LeadSubmitAnswer } from '../../model/crm/inbox-api';
import type { Website } from '../../model/website';
import { leads } from '../db/schema';

/**
 * Issue 23: a visitor's form never rewrites the coach's CRM, and no flood of leads reaches it.
 * Through the real form route, against the fake GoHighLevel.
 */
const LIMITS = { perPagePerHour: 4, perCoachPerHour: 6, storedPerCoach: 10 };
const env = setupCrmTestApp({ services: { limits: { leads: LIMITS } } });
const { t, inbox } = env;
let page: { website: Website; formId: number };
let otherPage: { website: Website; formId: number };
let visitor = 0;

async function publishedForm(name: string) {
  const website = await createWebsite(t, { name, template: 'coaching-offer' });
  const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
  if (!form) throw new Error('the coaching offer starts with a lead form');
  await t.call('POST', `/api/websites/${website.id}/publish`);
  return { website, formId: form.id };
}

beforeAll(async () => {
  page = await publishedForm('Momentum');
  otherPage = await publishedForm('Second page');
});
/** A visitor's post from an address of its own, answered in JSON. */
async function post(fields: Record<string, string>, to = page) {
  visitor += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/forms/${to.website.id}`,
    remoteAddress: `10.9.${Math.floor(visitor / 250)}.${visitor % 250}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({ form: String(to.formId), ...fields }).toString(),
  });
  return { status: response.statusCode, body: response.json<LeadSubmitAnswer>() };
}

const inboxAnswer = async () => (await t.call('GET', '/api/leads')).body as InboxAnswer;
const seeded = (email: string) => {
  const contact = env.fake.contacts().find((c) => c.email === email);
  if (!contact) throw new Error(`the fake seeds ${email}`);
  return contact;
};
const unchangedFields = ({ firstName, lastName, email, phone, source, companyName }: Contact) => ({
  firstName,
  lastName,
  email,
  phone,
  source,
  companyName,
});
type Contact = ReturnType<FakeGhl['contacts']>[number];

describe('a lead whose email or phone is already a contact', () => {
  it('leaves the contact’s name, email, phone, source and tags as they were, adding tags and a note', async () => {
    const before = seeded('elena.garcia@example.com');
    expect(before.tags).toEqual(['client']);
    const sent = await post({
      name: 'Mallory Attacker',
      email: 'Elena.Garcia@example.com',
      phone: '+1 666 555 0000',
      message: 'Tell me about coaching',
    });
    expect(sent).toEqual({ status: 201, body: { status: 'received' } });
    const after = seeded('elena.garcia@example.com');
    expect(unchangedFields(after)).toEqual(unchangedFields(before));
    expect(after.tags).toEqual(expect.arrayContaining(['client', 'website']));
    expect(after.tags).toHaveLength(3);
    const [note] = env.fake.notes(before.id);
    expect(note?.body).toContain('Tell me about coaching');
    expect(note?.body).toContain('The visitor typed: name Mallory Attacker');
    expect(note?.body).toContain('phone +1 666 555 0000');
    const [lead] = await inbox();
    expect(lead).toMatchObject({
      status: 'delivered',
      contactId: before.id,
      contactMatched: true,
      name: 'Mallory Attacker',
      phone: '+1 666 555 0000',
    });
    // Nothing was ever sent that could overwrite a contact.
    expect(env.fake.requests.some((r) => r.path === '/contacts/upsert' || r.method === 'PUT')).toBe(
      false,
    );
  });

  it('never moves a client’s phone contact onto the attacker’s email', async () => {
    const before = seeded('jordan.lee@example.com');
    const sent = await post({
      name: 'Mallory',
      email: 'mallory@evil.example',
      phone: '+1 (512) 555-0101',
    });
    expect(sent.body).toEqual({ status: 'received' });
    expect((await inbox())[0]).toMatchObject({ contactId: before.id, contactMatched: true });
    const after = seeded('jordan.lee@example.com');
    expect(unchangedFields(after)).toEqual(unchangedFields(before));
    expect(after.tags).toContain('client');
    expect(env.fake.contacts().some((c) => c.email === 'mallory@evil.example')).toBe(false);
    expect(env.fake.notes(before.id)[0]?.body).toContain('email mallory@evil.example');
  });

  it('makes a new contact from what the visitor typed when none matches, and tells the coach', async () => {
    const sent = await post({ name: 'New Person', email: 'new.person@example.com', phone: '' });
    expect(sent.body).toEqual({ status: 'received' });
    const made = seeded('new.person@example.com');
    expect(made).toMatchObject({ firstName: 'New', lastName: 'Person', source: 'website' });
    expect(made.tags).toContain('website');
    expect((await inbox())[0]?.contactMatched).toBe(false);
  });
});

describe('what a visitor posting the form is told', () => {
  it('received and nothing more: no contact or deal id, no match, for an email or a phone match', async () => {
    await t.call('PATCH', '/api/crm/connection', { leadRule: 'always' });
    const known = seeded('jordan.lee@example.com');
    expect(known.phone).toBeTruthy();
    // One person probed twice (by the contact's email alone, then by a new email with its phone),
    // and someone the CRM does not know.
    const byEmail = await post({ name: 'Probe One', email: 'jordan.lee@example.com' });
    const byPhone = await post({
      name: 'Probe Two',
      email: 'someone.new@example.com',
      phone: known.phone ?? '',
    });
    const unknown = await post({ name: 'Probe Three', email: 'nobody@example.com' });

    // The coach, signed in, sees which posts matched the contact and the deals made...
    const list = await inbox();
    expect(list.filter((l) => l.contactId === known.id && l.contactMatched)).toHaveLength(2);
    expect(list.every((l) => l.status === 'delivered' && l.opportunityId !== null)).toBe(true);
    // ...the visitor's answers are one and the same: they tell nothing and link nothing.
    const answers = [byEmail, byPhone, unknown];
    for (const answer of answers) {
      expect(answer).toEqual({ status: 201, body: { status: 'received' } });
    }
    const said = JSON.stringify(answers);
    const crmIds = [
      ...env.fake.contacts().map((c) => c.id),
      ...env.fake.opportunities().map((o) => o.id),
    ];
    for (const id of crmIds) expect(said).not.toContain(id);
    expect(said).not.toMatch(/match|contact|opportunit|lead/i);
  });
});

describe('leads of one person sent at once', () => {
  it('make exactly one contact and one open opportunity (as many at once as the page takes)', async () => {
    env.startOutbox();
    await t.call('PATCH', '/api/crm/connection', { leadRule: 'always' });
    // Deliveries that run at once meet at the provider: contact look-ups and opportunity searches
    // are answered in pairs (each waits up to a quarter second for another), so without the
    // person's lock two would find no contact, or no opportunity, and both make one. With the
    // lock each waits its quarter second alone: the windows are short to keep the test quick.
    env.fake.gather(/^\/contacts\/search\/duplicate$/, 2, 250);
    env.fake.gather(/^\/opportunities\/search$/, 2, 250);
    const answers = await Promise.all(
      Array.from({ length: LIMITS.perPagePerHour }, () =>
        post({ name: 'Double Clicker', email: 'double@example.com', message: 'coaching?' }),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 201 && s !== 202)).toEqual([]);
    await waitFor(
      'every lead delivered',
      async () => {
        const list = await inbox();
        return list.length === LIMITS.perPagePerHour && list.every((l) => l.status === 'delivered');
      },
      { timeoutMs: 60_000 },
    );
    const contacts = env.fake.contacts().filter((c) => c.email === 'double@example.com');
    expect(contacts).toHaveLength(1);
    const open = env.fake
      .opportunities()
      .filter((o) => o.contactId === contacts[0]?.id && o.status === 'open');
    expect(open).toHaveLength(1);
  }, 70_000);
});

describe('lead ceilings', () => {
  it('holds exactly the posts past the ceiling when many are sent at once', async () => {
    const sent = LIMITS.perPagePerHour * 2;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, n) =>
        post({ name: `Burst ${n}`, email: `b${n}@example.com` }),
      ),
    );
    const held = answers.filter((a) => a.body.status === 'held');
    expect(held).toHaveLength(sent - LIMITS.perPagePerHour);
    const list = await inbox();
    expect(list.filter((l) => l.status === 'held')).toHaveLength(sent - LIMITS.perPagePerHour);
    const reached = env.fake.contacts().filter((c) => c.email?.startsWith('b'));
    expect(reached).toHaveLength(LIMITS.perPagePerHour);
  });

  it('holds leads past a page’s hourly ceiling: stored, shown, not sent until released', async () => {
    for (let n = 0; n < LIMITS.perPagePerHour; n += 1) {
      expect((await post({ name: `P${n}`, email: `p${n}@example.com` })).body.status).toBe(
        'received',
      );
    }
    const held = await post({ name: 'Flood', email: 'flood@example.com' });
    expect(held).toMatchObject({ status: 202, body: { status: 'held' } });
    expect(env.fake.contacts().some((c) => c.email === 'flood@example.com')).toBe(false);
    const [newest] = await inbox();
    expect(newest).toMatchObject({ email: 'flood@example.com', status: 'held' });

    env.startOutbox();
    const released = await t.call('POST', `/api/leads/${newest?.id}/retry`);
    expect(released.status).toBe(200);
    await waitFor('the released lead delivered', async () =>
      (await inbox()).find((l) => l.email === 'flood@example.com' && l.status === 'delivered'),
    );
    expect(env.fake.contacts().filter((c) => c.email === 'flood@example.com')).toHaveLength(1);
  });

  it('holds leads past the coach’s hourly ceiling over all pages, and a held lead can be deleted', async () => {
    for (let n = 0; n < LIMITS.perCoachPerHour; n += 1) {
      const to = n % 2 === 0 ? page : otherPage;
      expect((await post({ name: `C${n}`, email: `c${n}@example.com` }, to)).body.status).toBe(
        'received',
      );
    }
    const held = await post({ name: 'Over', email: 'over@example.com' }, otherPage);
    expect(held.body.status).toBe('held');
    const lead = (await inbox()).find((l) => l.email === 'over@example.com');
    expect((await t.call('DELETE', `/api/leads/${lead?.id}`)).status).toBe(204);
    expect((await inbox()).some((l) => l.email === 'over@example.com')).toBe(false);
  });

  it('counts only the last hour', async () => {
    for (let n = 0; n < LIMITS.perPagePerHour; n += 1) {
      await post({ name: `H${n}`, email: `h${n}@example.com` });
    }
    await t.database.db.update(leads).set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) });
    expect((await post({ name: 'Later', email: 'later@example.com' })).body.status).toBe(
      'received',
    );
  });
});

describe('the stored-leads quota', () => {
  it('removes the oldest delivered leads first and warns from 90%', async () => {
    // Leads of earlier hours (delivered and one still waiting), so the ceilings do not hold them.
    const old = (n: number, status: InboxLead['status']) => ({
      userId: 0,
      websiteId: page.website.id,
      websiteName: 'Momentum',
      pageAddress: 'http://localhost/s/momentum',
      elementId: page.formId,
      name: `Old ${n}`,
      email: `old${n}@example.com`,
      phone: '',
      message: '',
      status,
      createdAt: new Date(Date.now() - (20 - n) * 60 * 60 * 1000),
    });
    const me = (await t.call('GET', '/api/auth/me')).body as { user: { id: number } };
    const rows = Array.from({ length: 9 }, (_, n) => ({
      ...old(n, n === 0 ? 'queued' : 'delivered'),
      userId: me.user.id,
    }));
    await t.database.db.insert(leads).values(rows);
    expect((await inboxAnswer()).storage).toEqual({ stored: 9, max: 10, nearlyFull: true });

    await post({ name: 'Tenth', email: 'tenth@example.com' });
    await post({ name: 'Eleventh', email: 'eleventh@example.com' });
    const kept = await inbox();
    expect(kept).toHaveLength(10);
    const emails = kept.map((l) => l.email);
    // The oldest delivered one went; the older one still waiting to be sent stays.
    expect(emails).not.toContain('old1@example.com');
    expect(emails).toContain('old0@example.com');
    expect(emails).toContain('eleventh@example.com');
  });
});
