import { describe, expect, it } from 'vitest';
import type { WebsiteSettings } from '../../model/settings';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

const FULL: WebsiteSettings = {
  coachName: 'Maya Rivers',
  brand: { name: 'Rivers Coaching', logoUrl: 'https://cdn.example.com/logo.png' },
  contact: { email: 'maya@example.com', phone: '+1 (555) 010-0100' },
  social: {
    instagram: 'https://instagram.com/maya',
    facebook: 'https://facebook.com/maya',
    linkedin: 'https://linkedin.com/in/maya',
    youtube: 'https://youtube.com/@maya',
    tiktok: 'https://tiktok.com/@maya',
    x: 'https://x.com/maya',
  },
  privacyUrl: 'https://rivers.example.com/privacy',
  iconUrl: 'https://cdn.example.com/icon.png',
};

describe('the header and footer settings', () => {
  it('are saved and answered back exactly as sent', async () => {
    const website = await createWebsite(t, { name: 'Brand Check' });
    const { status } = await t.call('PATCH', `/api/websites/${website.id}`, { settings: FULL });
    expect(status).toBe(200);
    expect((await getWebsite(t, website.id)).settings).toEqual(FULL);
  });

  it('complete a social link pasted without https://', async () => {
    const website = await createWebsite(t, { name: 'Pasted' });
    const settings = { social: { instagram: 'instagram.com/maya' } };
    const { status } = await t.call('PATCH', `/api/websites/${website.id}`, { settings });
    expect(status).toBe(200);
    expect((await getWebsite(t, website.id)).settings.social).toEqual({
      instagram: 'https://instagram.com/maya',
    });
  });

  it('accept emptied fields (the coach cleared them)', async () => {
    const website = await createWebsite(t, { name: 'Cleared' });
    const settings = { contact: { email: '', phone: '' }, social: { instagram: '' }, iconUrl: '' };
    const { status } = await t.call('PATCH', `/api/websites/${website.id}`, { settings });
    expect(status).toBe(200);
  });

  it.each([
    ['settings.contact.email', { contact: { email: 'maya at example' } }],
    ['settings.contact.email', { contact: { email: `${'a'.repeat(250)}@example.com` } }],
    ['settings.contact.phone', { contact: { phone: 'call me maybe' } }],
    ['settings.social.instagram', { social: { instagram: 'ftp://instagram.com/maya' } }],
    ['settings.social.x', { social: { x: 'javascript:alert(1)' } }],
    ['settings.social.myspace', { social: { myspace: 'https://myspace.com/maya' } }],
    ['settings.brand.name', { brand: { name: 'M'.repeat(121) } }],
    ['settings.brand.logoUrl', { brand: { logoUrl: 'http://cdn.example.com/logo.png' } }],
    ['settings.privacyUrl', { privacyUrl: 'https://exa"mple.com/privacy' }],
    ['settings.iconUrl', { iconUrl: 'http://cdn.example.com/icon.png' }],
    ['settings.iconUrl', { iconUrl: 'data:image/svg+xml,<svg/>' }],
  ])('refuse a bad %s with a 400 naming it, and keep what was saved', async (field, settings) => {
    const website = await createWebsite(t, { name: 'Bad Input' });
    await t.call('PATCH', `/api/websites/${website.id}`, { settings: FULL });
    const { status, body } = await t.call('PATCH', `/api/websites/${website.id}`, { settings });
    expect(status).toBe(400);
    expect(Object.keys((body as ErrorAnswer).error.fields ?? {})).toContain(field);
    expect((await getWebsite(t, website.id)).settings).toEqual(FULL);
  });
});
