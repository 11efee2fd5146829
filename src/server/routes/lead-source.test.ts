import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../../test/fakes/ghl-server';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import type { InboxLead } from '../../model/crm/inbox-api';
import { leads } from '../db/schema';

let fake: FakeGhl;
beforeAll(async () => {
  fake = await startFakeGhl();
});
afterAll(() => fake.close());

const t = setupTestApp(undefined, () => ({ ghlApiUrl: fake.url }));
let formId: number;
let websiteId: number;
let pagePath: string;
let visitor = 0;

beforeAll(async () => {
  const website = await createWebsite(t, { name: 'Momentum', template: 'coaching-offer' });
  const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
  if (!form) throw new Error('the coaching offer starts with a lead form');
  formId = form.id;
  websiteId = website.id;
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  pagePath = new URL((published.body as { url: string }).url).pathname;
  await t.call('PUT', '/api/crm/connection', { apiKey: fake.apiKey, locationId: fake.locationId });
});
beforeEach(async () => {
  await t.database.db.delete(leads);
});

/** A visitor's browser posting the page's form, as the page draws it: to the page's own address. */
function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  visitor += 1;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.7.${Math.floor(visitor / 250)}.${visitor % 250}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
      ...headers,
    },
    payload: new URLSearchParams({ form: String(formId), ...fields }).toString(),
  });
}

const inbox = async () =>
  ((await t.call('GET', '/api/leads')).body as { leads: InboxLead[] }).leads;

/** The value of the hidden input `name` on a page, or null. */
const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? null;

describe('where a lead came from', () => {
  it('keeps the referrer host and the UTM campaign of a visitor who came from Instagram', async () => {
    const address = `${pagePath}?utm_source=ig&utm_campaign=spring-launch`;
    const page = await t.app.inject({
      method: 'GET',
      url: address,
      headers: { referer: 'https://www.instagram.com/p/Cx12/?igsh=abc', 'user-agent': 'Firefox' },
    });
    expect(page.statusCode).toBe(200);
    // The page runs no script: its form carries the host, its address the campaign.
    expect(page.body).not.toContain('<script');
    const host = hidden(page.body, 'source_host');
    expect(host).toBe('instagram.com');
    const sent = await post(
      address,
      { source_host: host ?? '', name: 'Ada', email: 'ada@example.com' },
      { referer: `http://localhost${address}` },
    );
    expect(sent.statusCode).toBe(303);
    const [lead] = await inbox();
    expect(lead?.source).toEqual({ referrerHost: 'instagram.com', campaign: 'spring-launch' });
  });

  it('takes the campaign from the page the post came from when the form posts elsewhere', async () => {
    await post(
      `/forms/${websiteId}`,
      { email: 'bo@example.com', name: 'Bo' },
      { referer: `http://localhost${pagePath}?utm_campaign=autumn` },
    );
    const [lead] = await inbox();
    expect(lead?.source).toEqual({ referrerHost: '', campaign: 'autumn' });
  });

  it('keeps a visitor’s source as data only: a host name, a short campaign', async () => {
    const long = 'x'.repeat(400);
    await post(`${pagePath}?utm_campaign=${long}`, {
      source_host: '<img src=x onerror=alert(1)>',
      email: 'cy@example.com',
      name: 'Cy',
    });
    await post(pagePath, {
      source_campaign: 'a\u0000b\r\nc',
      email: 'di@example.com',
      name: 'Di',
    });
    const [di, cy] = await inbox();
    expect(cy?.source).toEqual({ referrerHost: '', campaign: 'x'.repeat(100) });
    expect(di?.source).toEqual({ referrerHost: '', campaign: 'a b c' });
    const page = await t.app.inject({
      method: 'GET',
      url: pagePath,
      headers: { referer: 'https://evil.example"><b>/', 'user-agent': 'Firefox' },
    });
    expect(page.body).not.toContain('<b>');
  });

  it('adds no source to the page when the visitor came from the page’s own site', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: pagePath,
      headers: { referer: `http://localhost${pagePath}`, 'user-agent': 'Firefox' },
    });
    expect(hidden(page.body, 'source_host')).toBeNull();
  });
});

describe('a form post to correct', () => {
  it('is answered at the page’s own address, with what the visitor typed and what is wrong', async () => {
    const address = `${pagePath}?utm_campaign=spring-launch`;
    const answer = await post(address, {
      source_host: 'instagram.com',
      name: 'Ada Lovelace',
      email: 'ada-at-example',
      message: 'Tell me more',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('Please enter a valid email address, like name@example.com.');
    expect(answer.body).toContain('value="ada-at-example"');
    expect(answer.body).toContain('value="Ada Lovelace"');
    expect(answer.body).toContain('Tell me more</textarea>');
    expect(hidden(answer.body, 'source_host')).toBe('instagram.com');
    // The corrected post from the same address is taken, its source kept.
    const fixed = await post(address, {
      source_host: 'instagram.com',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(fixed.statusCode).toBe(303);
    expect(fixed.headers.location).toContain(`${pagePath}?sent=${formId}#lead-form-${formId}`);
    const [lead] = await inbox();
    expect(lead?.source).toEqual({ referrerHost: 'instagram.com', campaign: 'spring-launch' });
  });
});
