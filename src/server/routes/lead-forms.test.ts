import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../../test/fakes/ghl-server';
import { createWebsite, publishLeadForm } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import type { InboxLead, LeadSubmitAnswer } from '../../model/crm/inbox-api';
import type { Website } from '../../model/website';
import { buildApp } from '../app';
import { leads } from '../db/schema';

let fake: FakeGhl;
beforeAll(async () => {
  fake = await startFakeGhl();
});
afterAll(() => fake.close());

const t = setupTestApp(undefined, () => ({ ghlApiUrl: fake.url }));
let website: Website;
let formId: number;
let pagePath: string;
let visitor = 0;

beforeAll(async () => {
  ({ website, formId, path: pagePath } = await publishLeadForm(t));
  await t.call('PUT', '/api/crm/connection', { apiKey: fake.apiKey, locationId: fake.locationId });
});
beforeEach(async () => {
  await t.database.db.delete(leads);
});

/** A visitor's post, from their own address (the rate limit counts per address and page). */
function post(
  fields: Record<string, string>,
  options: { json?: boolean; ip?: string; websiteId?: number } = {},
) {
  visitor += 1;
  return t.app.inject({
    method: 'POST',
    url: `/forms/${options.websiteId ?? website.id}`,
    remoteAddress: options.ip ?? `10.0.${Math.floor(visitor / 250)}.${visitor % 250}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: options.json ? 'application/json' : 'text/html,application/xhtml+xml',
    },
    payload: new URLSearchParams({ form: String(formId), ...fields }).toString(),
  });
}

const inbox = async () =>
  ((await t.call('GET', '/api/leads')).body as { leads: InboxLead[] }).leads;

describe('a visitor sending a published page’s form', () => {
  it('is taken to the page’s thank-you message, and the lead reaches the inbox and the CRM', async () => {
    const sent = await post({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Tell me about coaching',
    });
    expect(sent.statusCode).toBe(303);
    const location = sent.headers.location ?? '';
    expect(location).toMatch(new RegExp(`${pagePath}\\?sent=${formId}#lead-form-${formId}$`));
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(location).pathname + new URL(location).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Thank you! Your message is on its way');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['set-cookie']).toBeUndefined();
    const [lead] = await inbox();
    expect(lead).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      status: 'delivered',
      websiteName: 'Momentum',
    });
    expect(fake.contacts().find((c) => c.email === 'ada@example.com')?.id).toBe(lead?.contactId);
  });

  it('answers a JSON client 201 received, with nothing the CRM holds; the coach’s inbox has it', async () => {
    const sent = await post(
      { name: 'Grace Hopper', email: 'grace@example.com', message: 'coaching please' },
      { json: true },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json<LeadSubmitAnswer>()).toEqual({ status: 'received' });
    const [lead] = await inbox();
    expect(lead).toMatchObject({ status: 'delivered', contactMatched: false });
    expect(fake.contacts().find((c) => c.email === 'grace@example.com')?.id).toBe(lead?.contactId);
  });

  it('answers 202 queued when the CRM is down, and keeps the lead', async () => {
    await fake.setMode('down');
    const sent = await post({ name: 'Alan Turing', email: 'alan@example.com' }, { json: true });
    await fake.setMode('up');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ status: 'queued' });
    expect((await inbox())[0]).toMatchObject({ status: 'queued', email: 'alan@example.com' });
  });

  it('gives bad answers back on the page, naming the field, with what was typed kept', async () => {
    const typed = { name: 'Bob <b>', email: 'bob-at-example', message: 'Hi there' };
    const sent = await post(typed);
    expect(sent.statusCode).toBe(400);
    expect(sent.headers['content-type']).toContain('text/html');
    expect(sent.body).toContain('Please enter a valid email address, like name@example.com.');
    expect(sent.body).toContain('value="bob-at-example"');
    expect(sent.body).toContain('value="Bob &lt;b&gt;"');
    expect(sent.body).toContain('Hi there</textarea>');
    expect(sent.body).toContain('Please check the highlighted fields.');
    expect(await inbox()).toEqual([]);
  });

  it('refuses a missing email, a too-long message and a too-long name, naming each', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: 'No Email' }, 'Please enter your email address.'],
      [
        { name: 'x'.repeat(121), email: 'a@example.com' },
        'Name is too long (at most 120 characters).',
      ],
      [
        { name: 'Long', email: 'a@example.com', message: 'm'.repeat(5001) },
        'Message is too long (at most 5,000 characters).',
      ],
      [
        { name: 'Phone', email: 'a@example.com', phone: 'call me maybe' },
        'Please enter a phone number',
      ],
    ];
    for (const [fields, message] of cases) {
      const sent = await post(fields, { json: true });
      expect(sent.statusCode, message).toBe(400);
      expect(JSON.stringify(sent.json())).toContain(message);
    }
    expect(await inbox()).toEqual([]);
  });

  it('refuses a body over 16 KB', async () => {
    const sent = await post({ name: 'Big', email: 'big@example.com', message: '€'.repeat(3000) });
    expect(sent.statusCode).toBe(413);
    expect(sent.body).toContain('Your message is too long');
    expect(await inbox()).toEqual([]);
  });

  it('drops what a bot sends through the hidden field, while telling it all went well', async () => {
    const sent = await post({
      name: 'Bot',
      email: 'bot@example.com',
      company_website: 'https://spam.example',
    });
    expect(sent.statusCode).toBe(303);
    expect(await inbox()).toEqual([]);
    expect(fake.contacts().some((c) => c.email === 'bot@example.com')).toBe(false);
  });

  it('takes at most 5 a minute from one address to one page (429 with Retry-After)', async () => {
    const answers = [];
    for (let n = 0; n < 6; n += 1) {
      answers.push(
        await post({ name: `Same ${n}`, email: `same${n}@example.com` }, { ip: '10.9.9.9' }),
      );
    }
    expect(answers.slice(0, 5).every((a) => a.statusCode === 303)).toBe(true);
    expect(answers[5]?.statusCode).toBe(429);
    expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[5]?.body).toContain('Please wait a minute');
    expect(await inbox()).toHaveLength(5);
  });

  it('counts refused posts too, so bad answers cannot be sent without end', async () => {
    const answers = [];
    for (let n = 0; n < 6; n += 1) {
      answers.push(await post({ name: `Typo ${n}`, email: 'not-an-email' }, { ip: '10.9.9.8' }));
    }
    expect(answers.slice(0, 5).every((a) => a.statusCode === 400)).toBe(true);
    expect(answers[5]?.statusCode).toBe(429);
    expect(await inbox()).toEqual([]);
  });

  it('answers 404 for a form that is not on a live page', async () => {
    expect((await post({ email: 'a@example.com' }, { websiteId: 999_999 })).statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'POST',
      url: `/forms/${website.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'form=123456&email=a%40example.com',
    });
    expect(other.statusCode).toBe(404);
  });

  it('lets the live page post its forms here and nowhere else', async () => {
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toMatch(/<form\b[^>]*\bmethod="post"/);
    expect(page.body).not.toMatch(/<form[^>]*action=/);
    expect(page.body).not.toContain('<script');
  });

  it('shows the form on a shared draft but says it works on the published page', async () => {
    const share = await t.call('POST', '/api/share/create-public-preview', {
      websiteId: website.id,
    });
    const { publicUrl } = share.body as { publicUrl: string };
    const page = await t.app.inject({ method: 'GET', url: new URL(publicUrl).pathname });
    expect(page.body).toContain('This form works on the published page.');
    expect(page.body).not.toContain(`name="company_website"`);
  });
});

describe('the lead inbox', () => {
  it("is each coach's own: another coach sees none, cannot retry, delete or export them", async () => {
    await post({ name: 'Mine', email: 'mine@example.com' });
    const [lead] = await inbox();
    const other = await t.signUp('other-inbox@example.com');
    expect((await t.call('GET', '/api/leads', undefined, other)).body).toMatchObject({
      leads: [],
      storage: { stored: 0 },
    });
    expect((await t.call('POST', `/api/leads/${lead?.id}/retry`, undefined, other)).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/leads/${lead?.id}`, undefined, other)).status).toBe(404);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/leads.csv',
      headers: { cookie: other },
    });
    expect(csv.body).not.toContain('mine@example.com');
    expect(await inbox()).toHaveLength(1);
  });

  it('filters by website, deletes, and exports CSV with formulas made inert', async () => {
    await post({
      name: '=HYPERLINK("http://evil")',
      email: 'csv@example.com',
      message: 'Line one\nLine "two"',
    });
    const second = await createWebsite(t, { name: 'Other page', template: 'coaching-offer' });
    expect((await t.call('GET', `/api/leads?websiteId=${second.id}`)).body).toMatchObject({
      leads: [],
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/leads.csv',
      headers: { cookie: t.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).toContain('"Line one\nLine ""two"""');
    const [lead] = await inbox();
    expect((await t.call('DELETE', `/api/leads/${lead?.id}`)).status).toBe(204);
    expect(await inbox()).toEqual([]);
    expect((await t.call('GET', '/api/leads?websiteId=abc')).status).toBe(400);
  });
});

describe('when the embedded database is behind', () => {
  it('tells a visitor to send again in a moment, on a page, and keeps nothing half-done', async () => {
    const busyApp = await buildApp({
      db: t.database.db,
      services: t.services,
      databaseBusy: () => true,
    });
    const sent = await busyApp.inject({
      method: 'POST',
      url: `/forms/${website.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `form=${formId}&name=Busy&email=busy%40example.com`,
    });
    await busyApp.close();
    expect(sent.statusCode).toBe(503);
    expect(sent.headers['content-type']).toContain('text/html');
    expect(sent.headers['retry-after']).toBe('1');
    expect(sent.body).toContain('please send it again in a moment');
    expect(await inbox()).toEqual([]);
  });
});
