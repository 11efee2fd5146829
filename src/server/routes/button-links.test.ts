import { describe, expect, it } from 'vitest';
import type { Element, Website } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

function first(website: Website, type: string): Element {
  const element = website.sections.flatMap((s) => s.elements).find((e) => e.type === type);
  if (!element) throw new Error(`no ${type} element`);
  return element;
}

const CARDS = [
  ['coaching-offer', 'pricing-card'],
  ['course-offer', 'pricing-option'],
  ['leadership-course', 'investment-tier'],
] as const;

const REFUSED = [
  'javascript:alert(1)',
  'http://x y',
  'http://pay.example.com/checkout',
  'https://pay example.com',
  'mailto:maya@example.com',
  '/checkout',
  '#',
  '#not a place',
];

describe('a button link on every card that shows a button', () => {
  it.each(CARDS)('%s: a %s takes a checkout address or a place on the page', async (id, type) => {
    const website = await createWebsite(t, { template: id });
    const card = first(website, type);
    for (const buttonUrl of ['https://pay.example.com/checkout/abc?plan=2', '#calendar']) {
      const { status, body } = await t.call('PATCH', `/api/elements/${card.id}`, {
        content: { buttonUrl },
      });
      expect(status, buttonUrl).toBe(200);
      expect((body as Element).content.buttonUrl).toBe(buttonUrl);
    }
  });

  it.each(CARDS)('%s: a %s refuses any other link with a 400 naming it', async (id, type) => {
    const website = await createWebsite(t, { template: id });
    const card = first(website, type);
    const saved = await t.call('PATCH', `/api/elements/${card.id}`, {
      content: { buttonUrl: 'https://pay.example.com/ok' },
    });
    expect(saved.status).toBe(200);
    for (const buttonUrl of REFUSED) {
      const { status, body } = await t.call('PATCH', `/api/elements/${card.id}`, {
        content: { buttonUrl },
      });
      expect(status, buttonUrl).toBe(400);
      expect((body as ErrorAnswer).error.fields?.['content.buttonUrl'], buttonUrl).toMatch(
        /^must /,
      );
    }
    const stored = first(await getWebsite(t, website.id), type);
    expect(stored.content.buttonUrl).toBe('https://pay.example.com/ok');
  });

  it('keeps the link through publishing: the live page’s button goes to the checkout', async () => {
    const website = await createWebsite(t, { template: 'course-offer' });
    const option = first(website, 'pricing-option');
    await t.call('PATCH', `/api/elements/${option.id}`, {
      content: { buttonText: 'Buy the Course', buttonUrl: 'https://pay.example.com/course' },
    });
    const { body } = await t.call('POST', `/api/websites/${website.id}/publish`);
    const slug = (body as { website: { slug: string } }).website.slug;
    const page = await t.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(page.body).toMatch(/<a href="https:\/\/pay\.example\.com\/course"[^>]*>Buy the Course/);
  });
});

describe('the booking calendar link', () => {
  it('takes an https booking page and frames only its host on the live page', async () => {
    const website = await createWebsite(t, { name: 'Calendly Coach' });
    const url = 'https://calendly.com/maya-rivers/intro-call';
    const saved = await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: { bookingCalendar: { url } },
    });
    expect(saved.status).toBe(200);
    const { body } = await t.call('POST', `/api/websites/${website.id}/publish`);
    const slug = (body as { website: { slug: string } }).website.slug;
    const page = await t.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(page.body).toContain(`src="${url}"`);
    expect(String(page.headers['content-security-policy'])).toContain(
      'frame-src https://calendly.com;',
    );
  });

  it('completes a booking page pasted without https:// and keeps it completed', async () => {
    const website = await createWebsite(t, { name: 'Pasted Link' });
    const { status } = await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: { bookingCalendar: { url: 'calendly.com/maya' } },
    });
    expect(status).toBe(200);
    expect((await getWebsite(t, website.id)).settings.bookingCalendar).toEqual({
      url: 'https://calendly.com/maya',
    });
  });

  it.each(['http://calendly.com/maya', 'ftp://calendly.com/maya', '#calendar'])(
    'refuses %j: a booking page must be https',
    async (url) => {
      const website = await createWebsite(t, { name: 'Plain Link' });
      const { status, body } = await t.call('PATCH', `/api/websites/${website.id}`, {
        settings: { bookingCalendar: { url } },
      });
      expect(status).toBe(400);
      expect((body as ErrorAnswer).error.fields?.['settings.bookingCalendar.url']).toBe(
        'must start with https://',
      );
      expect((await getWebsite(t, website.id)).settings.bookingCalendar).toBeUndefined();
    },
  );
});
