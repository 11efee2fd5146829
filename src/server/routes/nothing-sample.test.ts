import { describe, expect, it } from 'vitest';
import type { Website } from '../../model/website';
import { createWebsite, getWebsite } from '../../../test/support/builders';
import { escaped } from '../../../test/support/markup';
import { sessionCookieOf, setupTestApp, TEST_PASSWORD } from '../../../test/support/test-app';

const t = setupTestApp();

/** A coach who signed up as 'Maya Rivers'; answers their session cookie. */
async function signUpMaya(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'maya@example.com', password: TEST_PASSWORD, name: '  Maya Rivers ' },
  });
  expect(response.statusCode).toBe(201);
  return sessionCookieOf(response.headers);
}

async function publishedPage(id: number, as: string): Promise<string> {
  const published = await t.call('POST', `/api/websites/${id}/publish`, undefined, as);
  expect(published.status).toBe(201);
  const { url } = published.body as { url: string };
  const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(page.statusCode).toBe(200);
  return page.body;
}

describe('nothing sample goes live', () => {
  it("a new website speaks in the account's name, on the live page too", async () => {
    const maya = await signUpMaya();
    const created = await t.call(
      'POST',
      '/api/websites',
      { name: 'Reset Calls', template: 'coach-exact' },
      maya,
    );
    expect(created.status).toBe(201);
    const website = created.body as Website;
    expect(website.settings.coachName).toBe('Maya Rivers');
    const html = await publishedPage(website.id, maya);
    expect(html).toContain('Meet Maya Rivers');
    expect(html).toMatch(/data-site-brand=""[^>]*>(<[^>]+>)*Maya Rivers</);
    expect(html).not.toContain('Your Name');
  });

  it('keeps a name given at creation, and a duplicate keeps its source’s settings', async () => {
    const named = await createWebsite(t, { settings: { coachName: 'Ava Stone' } });
    expect(named.settings).toEqual({ coachName: 'Ava Stone' });
    const cleared = await t.call('PATCH', `/api/websites/${named.id}`, { settings: {} });
    expect(cleared.status).toBe(200);
    const copy = await t.call('POST', `/api/websites/${named.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect((copy.body as Website).settings).toEqual({});
  });

  it('publishes nothing for a field the coach emptied', async () => {
    const website = await createWebsite(t, { template: 'coaching-offer' });
    const badge = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'angled-text');
    const emptied = await t.call('PATCH', `/api/elements/${badge?.id}`, { content: { text: '' } });
    expect(emptied.status).toBe(200);
    const stored = await getWebsite(t, website.id);
    expect(
      stored.sections.flatMap((s) => s.elements).find((e) => e.id === badge?.id)?.content,
    ).toEqual({ text: '' });
    const html = await publishedPage(website.id, t.cookie);
    expect(html.toLowerCase()).not.toContain('limited time offer');
    expect(html).not.toContain(escaped('Only 8 Spots This Quarter'));
  });
});
