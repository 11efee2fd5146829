import { describe, expect, it } from 'vitest';
import { createWebsite, getWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import { pdf, picture, upload } from '../../../test/support/uploads';
import type { KillerCopyAnswer } from '../../model/ai/api';
import { EXAMPLE_AVATAR } from '../../model/avatars/example-avatar';
import type { BrandAnswer, BrandKitInput } from '../../model/brand/brand-kit';
import type { StoredFile } from '../../model/files/file';

const t = setupTestApp();

type Failure = { error: { message: string; fields?: Record<string, string> } };

const KIT: BrandKitInput = {
  colors: {
    primary: '#0F766E',
    accent: '#f59e0b',
    text: '#1f2937',
    background: '#fffbeb',
    extra: ['#be123c'],
  },
  fonts: { heading: 'playfair', body: 'inter' },
  voice: {
    tone: ['warm', 'direct'],
    do: ['your evenings back'],
    dont: ['hustle'],
    taglines: ['Lead calm.'],
  },
  contact: { email: 'maya@rivers.coach', phone: '+1 555 0100', website: 'https://rivers.coach' },
  social: {
    instagram: 'https://instagram.com/mayarivers',
    linkedin: 'https://linkedin.com/in/maya',
  },
};

const brand = async (as?: string) =>
  (await t.call('GET', '/api/brand', undefined, as)).body as BrandAnswer;

describe('the brand kit', () => {
  it('is empty before the coach saves one, and answers what was saved', async () => {
    const empty = await brand();
    expect(empty).toMatchObject({
      logoFileId: null,
      logo: null,
      updatedAt: null,
      colors: { primary: '', extra: [] },
    });
    const saved = await t.call('PUT', '/api/brand', KIT);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      colors: { primary: '#0f766e', accent: '#f59e0b', extra: ['#be123c'] },
      fonts: { heading: 'playfair', body: 'inter' },
      voice: { dont: ['hustle'] },
      social: { instagram: 'https://instagram.com/mayarivers', facebook: '' },
    });
    expect(await brand()).toEqual(saved.body);
  });

  it('refuses bad input naming the field, and keeps the kit as it was', async () => {
    await t.call('PUT', '/api/brand', KIT);
    const before = await brand();
    for (const [body, field] of [
      [{ colors: { primary: 'teal' } }, 'colors.primary'],
      [{ colors: { extra: Array.from({ length: 9 }, () => '#000000') } }, 'colors.extra'],
      [{ fonts: { heading: 'comic-sans' } }, 'fonts.heading'],
      [{ voice: { tone: Array.from({ length: 11 }, (_, i) => `w${i}`) } }, 'voice.tone'],
      [{ voice: { dont: ['x'.repeat(201)] } }, 'voice.dont.0'],
      [{ contact: { email: 'not-an-email' } }, 'contact.email'],
      [{ social: { instagram: 'javascript:alert(1)' } }, 'social.instagram'],
      [{ social: { myspace: 'https://myspace.com/x' } }, 'social'],
      [{ logoFileId: 'abc' }, 'logoFileId'],
    ] as const) {
      const answer = await t.call('PUT', '/api/brand', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(
        Object.keys((answer.body as Failure).error.fields ?? {}).join(),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await brand()).toEqual(before);
    expect((await t.call('GET', '/api/brand', undefined, null)).status).toBe(401);
  });

  it('starts, before the coach saves one, from her latest website’s Design tab; then from what she saved', async () => {
    const coach = await t.signUp('brand-start@example.com');
    const none = await brand(coach);
    expect(none).toMatchObject({ startedFrom: null, colors: { primary: '' }, logoFileId: null });
    const logo = (await upload(t, 'mark.png', await picture(300, 100), { as: coach }))
      .body as StoredFile;
    const site = async (name: string, settings: unknown) =>
      expect(
        (await t.call('POST', '/api/websites', { name, template: 'coach', settings }, coach))
          .status,
      ).toBe(201);
    // A website with nothing of a kit typed in its Design tab gives it nothing.
    await site('Blank', {});
    expect(await brand(coach)).toEqual(none);
    await site('Older', { theme: { primaryColor: '#111111' } });
    await site('Rivers Coaching', {
      coachName: 'Maya Rivers',
      theme: { primaryColor: '#0F766E', accentColor: '#ff6f61', headingFont: 'playfair' },
      brand: { name: 'Rivers & Co', logoUrl: logo.variants[0]?.url },
      contact: { email: 'maya@rivers.coach' },
      social: { instagram: 'https://instagram.com/mayarivers' },
    });

    const started = await brand(coach);
    expect(started).toMatchObject({
      startedFrom: 'Rivers Coaching',
      updatedAt: null,
      logoFileId: logo.id,
      logo: { name: 'mark.png', thumbnailUrl: logo.variants[0]?.url },
      colors: { primary: '#0f766e', accent: '#ff6f61', text: '', background: '' },
      fonts: { heading: 'playfair', body: null },
      contact: { email: 'maya@rivers.coach', phone: '', website: '' },
      social: { instagram: 'https://instagram.com/mayarivers', facebook: '' },
      voice: { tone: [] },
    });
    // Nothing is kept until she saves it; the hub counts no kit.
    const hub = async () =>
      ((await t.call('GET', '/api/hub', undefined, coach)).body as { counts: { brand: number } })
        .counts.brand;
    expect(await hub()).toBe(0);

    // Saved as it came (the answer round-trips), it is her kit, no longer started from a website.
    const saved = await t.call('PUT', '/api/brand', started, coach);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ startedFrom: null, colors: { accent: '#ff6f61' } });
    await site('Newest', { theme: { primaryColor: '#222222' } });
    expect(await brand(coach)).toEqual(saved.body);
    expect(await hub()).toBeGreaterThan(0);
  });

  it('takes a logo only from the coach’s own images', async () => {
    const logo = (await upload(t, 'logo.png', await picture(400, 200))).body as StoredFile;
    const doc = (await upload(t, 'terms.pdf', pdf())).body as StoredFile;
    const other = await t.signUp('brand-other@example.com');
    const theirs = (await upload(t, 'their-logo.png', await picture(50, 50), { as: other }))
      .body as StoredFile;
    expect((await t.call('PUT', '/api/brand', { ...KIT, logoFileId: theirs.id })).status).toBe(404);
    const notImage = await t.call('PUT', '/api/brand', { ...KIT, logoFileId: doc.id });
    expect(notImage.status).toBe(400);
    expect((notImage.body as Failure).error.fields).toHaveProperty('logoFileId');
    const saved = (await t.call('PUT', '/api/brand', { ...KIT, logoFileId: logo.id }))
      .body as BrandAnswer;
    expect(saved.logo).toMatchObject({ name: 'logo.png', thumbnailUrl: logo.variants[0]?.url });
    expect((await brand(other)).logoFileId).toBeNull();
  });

  it('applies to a website: its theme, logo, contact and social links, keeping the rest', async () => {
    const logo = (await upload(t, 'mark.png', await picture(300, 300))).body as StoredFile;
    await t.call('PUT', '/api/brand', { ...KIT, logoFileId: logo.id });
    const coach = await t.signUp('brand-apply@example.com');
    const website = await createWebsite(t, {
      name: 'Before the kit',
      settings: { coachName: 'Maya Rivers' },
    });
    // A website made before the kit, as another coach sees it: not theirs to brand.
    expect(
      (await t.call('POST', '/api/brand/apply', { websiteId: website.id }, coach)).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/brand/apply', { websiteId: 'x' })).status).toBe(400);

    const applied = await t.call('POST', '/api/brand/apply', { websiteId: website.id });
    expect(applied.status).toBe(200);
    const settings = (await getWebsite(t, website.id)).settings;
    expect(settings).toMatchObject({
      coachName: 'Maya Rivers',
      theme: {
        primaryColor: '#0f766e',
        accentColor: '#f59e0b',
        headingFont: 'playfair',
        bodyFont: 'inter',
      },
      brand: { logoUrl: logo.variants[0]?.url },
      contact: { email: 'maya@rivers.coach', phone: '+1 555 0100' },
      social: {
        instagram: 'https://instagram.com/mayarivers',
        linkedin: 'https://linkedin.com/in/maya',
      },
    });
    // A coach without a kit is told to make one first.
    const mine = await t.call(
      'POST',
      '/api/websites',
      { name: 'No kit', template: 'coach' },
      coach,
    );
    const refused = await t.call(
      'POST',
      '/api/brand/apply',
      { websiteId: (mine.body as { id: number }).id },
      coach,
    );
    expect(refused.status).toBe(400);
    expect((refused.body as Failure).error.message).toMatch(/brand kit is empty/);
  });

  it('starts new websites from the kit; what the coach asks for wins', async () => {
    await t.call('PUT', '/api/brand', KIT);
    const website = await createWebsite(t, {
      name: 'Branded',
      settings: { theme: { accentColor: '#111111' } },
    });
    expect(website.settings.theme).toEqual({
      primaryColor: '#0f766e',
      accentColor: '#111111',
      headingFont: 'playfair',
      bodyFont: 'inter',
    });
    expect(website.settings.contact).toMatchObject({ email: 'maya@rivers.coach' });
  });

  it('signs the offline writer’s email and posts with the coach’s tagline', async () => {
    const coach = await t.signUp('brand-tagline@example.com');
    await t.call('POST', '/api/avatars', EXAMPLE_AVATAR, coach);
    const before = (await t.call('POST', '/api/ai/generate-killer-copy', { kind: 'email' }, coach))
      .body as KillerCopyAnswer;
    expect(before.copy.email.body).not.toContain('Lead calm.');
    await t.call('PUT', '/api/brand', KIT, coach);
    const email = (await t.call('POST', '/api/ai/generate-killer-copy', { kind: 'email' }, coach))
      .body as KillerCopyAnswer;
    expect(email.copy.email.body.endsWith('\n\nLead calm.')).toBe(true);
    const social = (await t.call('POST', '/api/ai/generate-social-content', {}, coach)).body as {
      copy: { posts: { body: string }[] };
    };
    expect(social.copy.posts.length).toBeGreaterThan(0);
    for (const post of social.copy.posts) expect(post.body.endsWith('Lead calm.')).toBe(true);
  });

  it('counts on the hub, and flags a phrase the voice avoids in AI copy', async () => {
    const coach = await t.signUp('brand-voice@example.com');
    await t.call('POST', '/api/avatars', EXAMPLE_AVATAR, coach);
    const copy = (await t.call('POST', '/api/ai/generate-killer-copy', {}, coach))
      .body as KillerCopyAnswer;
    const used = copy.copy.headline.split(' ').slice(0, 2).join(' ');
    await t.call('PUT', '/api/brand', { voice: { dont: [used] } }, coach);
    const again = (await t.call('POST', '/api/ai/generate-killer-copy', {}, coach))
      .body as KillerCopyAnswer;
    expect(again.flags).toContain(used);
    const hub = (await t.call('GET', '/api/hub', undefined, coach)).body as {
      counts: { brand: number };
    };
    expect(hub.counts.brand).toBe(1);
  });
});
