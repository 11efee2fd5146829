import { describe, expect, it } from 'vitest';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import type { InboxLead } from '../../model/crm/inbox-api';

const t = setupTestApp();

const inbox = async () =>
  ((await t.call('GET', '/api/leads')).body as { leads: InboxLead[] }).leads;

/** The three offer templates that used to capture no lead (issue 24). */
const OFFERS = [
  ['retreat-offer', 'Sintra Retreat', 'Which dates are still open?'],
  ['course-offer', 'Signature Offer Academy', 'Can I join after the course starts?'],
  ['leadership-course', 'Executive Presence', 'We have six leaders to enrol as a team.'],
] as const;

describe.each(OFFERS)('a published %s page', (template, name, message) => {
  it('shows its lead form in the closing call to action and stores what a visitor sends', async () => {
    const website = await createWebsite(t, { name, template });
    const cta = website.sections.find((s) => s.type === 'cta');
    const form = cta?.elements.find((e) => e.type === 'lead-form');
    if (!form) throw new Error(`${template} starts with a lead form in its call to action`);

    const published = await t.call('POST', `/api/websites/${website.id}/publish`);
    expect(published.status).toBe(201);
    const pagePath = new URL((published.body as { url: string }).url).pathname;
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<section id="cta"');
    expect(page.body).toMatch(/<form\b[^>]*\bmethod="post"/);
    expect(page.body).toContain(String(form.content.heading));

    const email = `${template}@example.com`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/forms/${website.id}`,
      remoteAddress: `10.24.${OFFERS.findIndex(([id]) => id === template)}.1`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
      },
      payload: new URLSearchParams({
        form: String(form.id),
        name: 'Ada Lovelace',
        email,
        message,
      }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    const location = new URL(sent.headers.location ?? '');
    expect(location.pathname).toBe(pagePath);
    const thanks = await t.app.inject({ method: 'GET', url: location.pathname + location.search });
    expect(thanks.body).toContain('Thank you! Your message is on its way');

    const lead = (await inbox()).find((l) => l.email === email);
    expect(lead).toMatchObject({ name: 'Ada Lovelace', email, websiteName: name });
  });
});
