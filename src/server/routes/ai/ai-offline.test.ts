import { describe, expect, it } from 'vitest';
import { NEW_MUM, PLUMBER } from '../../../../test/support/avatars';
import { setupTestApp } from '../../../../test/support/test-app';
import {
  NO_AVATAR_MESSAGE,
  type KillerCopyAnswer,
  type OfferAnswer,
  type SocialAnswer,
  type WritePageAnswer,
} from '../../../model/ai/api';
import type { ContentItem, ContentListAnswer } from '../../../model/ai/content';
import type { Avatar } from '../../../model/avatars/avatar';
import { EXAMPLE_AVATAR } from '../../../model/avatars/example-avatar';
import type { Website } from '../../../model/website';

const t = setupTestApp();

const CALLS = [
  ['/api/ai/generate-killer-copy', {}],
  ['/api/ai/generate-social-content', { contentType: 'conversion' }],
  ['/api/ai/generate-grand-slam-offer', { serviceType: 'coaching', pricePoint: 'premium' }],
] as const;

const content = async (kind?: string, as?: string) =>
  (
    (await t.call('GET', `/api/content${kind ? `?kind=${kind}` : ''}`, undefined, as))
      .body as ContentListAnswer
  ).items;

async function newWebsite(name = 'AI page', template = 'coaching-offer'): Promise<Website> {
  const created = await t.call('POST', '/api/websites', { name, template });
  return (await t.call('GET', `/api/websites/${(created.body as { id: number }).id}`))
    .body as Website;
}

describe('AI generation with the offline copywriter', () => {
  it('asks for an avatar first when the coach has none, and keeps nothing', async () => {
    const website = await newWebsite();
    for (const [path, body] of [
      ...CALLS,
      ['/api/ai/write-page', { websiteId: website.id }] as const,
    ]) {
      const answer = await t.call('POST', path, body);
      expect(answer.status, path).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toBe(NO_AVATAR_MESSAGE);
    }
    expect(await content()).toEqual([]);
  });

  it('writes website and email copy for the current avatar, keeps each as its kind, with its sources', async () => {
    const avatar = (await t.call('POST', '/api/avatars', EXAMPLE_AVATAR)).body as Avatar;
    const site = await t.call('POST', '/api/ai/generate-killer-copy', { avatar: avatar.id });
    expect(site.status).toBe(200);
    const web = site.body as KillerCopyAnswer;
    expect(web).toMatchObject({
      kind: 'website',
      provider: 'offline',
      avatarId: avatar.id,
      avatarName: avatar.name,
      flags: [],
    });
    expect(web.copy.headline.toLowerCase()).toMatch(/team|evening|late/);
    expect(web.sources).toEqual(expect.arrayContaining(['dreamOutcome', 'pains']));
    expect(web.proofNeeded.length).toBeGreaterThan(0);
    const email = (await t.call('POST', '/api/ai/generate-killer-copy', { kind: 'email' }))
      .body as KillerCopyAnswer;
    expect(email.kind).toBe('email');
    expect((await content('email')).map((i) => i.id)).toEqual([email.contentId]);
    expect((await content('website')).map((i) => i.id)).toEqual([web.contentId]);
    const again = (await t.call('POST', '/api/ai/generate-killer-copy', { variant: 1 }))
      .body as KillerCopyAnswer;
    expect(again.copy.headline).not.toBe(web.copy.headline);
    const kept = (await t.call('GET', `/api/content/${web.contentId}`)).body as ContentItem;
    expect(kept).toMatchObject({
      kind: 'website',
      title: web.copy.headline,
      body: { shape: 'killer-copy', copy: web.copy },
    });
  });

  it('writes for an avatar sent whole, and for each avatar something of its own', async () => {
    const mum = (await t.call('POST', '/api/ai/generate-killer-copy', { avatar: NEW_MUM }))
      .body as KillerCopyAnswer;
    const bob = (await t.call('POST', '/api/ai/generate-killer-copy', { avatar: PLUMBER }))
      .body as KillerCopyAnswer;
    expect(mum.avatarId).toBeNull();
    expect(mum.avatarName).toBe('Tired Tess');
    expect(mum.copy.headline).not.toBe(bob.copy.headline);
    expect(mum.copy.email.body).toContain('coffee');
  });

  it('writes social posts and a grand-slam offer, kept as social and offer', async () => {
    const social = (
      await t.call('POST', '/api/ai/generate-social-content', { contentType: 'conversion' })
    ).body as SocialAnswer;
    expect(social.copy.posts.map((p) => p.platform).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'x',
    ]);
    const offer = (
      await t.call('POST', '/api/ai/generate-grand-slam-offer', {
        serviceType: 'coaching',
        pricePoint: 'premium',
      })
    ).body as OfferAnswer;
    expect(offer.copy.totalValue).toBeGreaterThan(offer.copy.price);
    expect(offer.proofNeeded.join(' ')).toContain('prices');
    expect((await content('social')).map((i) => i.id)).toContain(social.contentId);
    expect((await content('offer')).map((i) => i.title)).toContain(offer.copy.name);
  });

  it('proposes copy for every text field of a page, leaves testimonials for the coach, and changes nothing', async () => {
    const website = await newWebsite('Written page');
    const answer = await t.call('POST', '/api/ai/write-page', { websiteId: website.id });
    expect(answer.status).toBe(200);
    const page = answer.body as WritePageAnswer;
    expect(page.proposals.length).toBeGreaterThan(5);
    for (const p of page.proposals) {
      expect(p.text.length).toBeGreaterThan(0);
      const section = website.sections.find((s) => s.id === p.sectionId);
      expect(section?.elements.some((e) => e.id === p.elementId)).toBe(true);
    }
    const written = new Set(page.proposals.map((p) => `${p.elementId}`));
    const testimonials = website.sections
      .flatMap((s) => s.elements)
      .filter((e) => e.type.includes('testimonial'));
    for (const e of testimonials) expect(written.has(`${e.id}`)).toBe(false);
    if (testimonials.length > 0) expect(page.proofNeeded.join(' ')).toMatch(/Testimonial/);
    const after = (await t.call('GET', `/api/websites/${website.id}`)).body as Website;
    expect(after.sections).toEqual(website.sections);
  });

  it('rewrites one section, or one element in a tone', async () => {
    const website = await newWebsite('Rewritten page');
    const section = website.sections.find((s) => s.type === 'hero') ?? website.sections[0];
    const one = (
      await t.call('POST', '/api/ai/write-page', { websiteId: website.id, sectionId: section?.id })
    ).body as WritePageAnswer;
    expect(new Set(one.proposals.map((p) => p.sectionId))).toEqual(new Set([section?.id]));
    // A body text of more than one sentence, so that each tone has something to change.
    const whole = (await t.call('POST', '/api/ai/write-page', { websiteId: website.id }))
      .body as WritePageAnswer;
    const element = whole.proposals.find(
      (p) => p.field === 'text' && (p.text.match(/[.!?](\s|$)/g) ?? []).length > 1,
    );
    expect(element, 'a proposal of several sentences').toBeDefined();
    const inTone = async (tone?: string) =>
      (
        (
          await t.call('POST', '/api/ai/write-page', {
            websiteId: website.id,
            elementId: element?.elementId,
            ...(tone ? { tone } : {}),
          })
        ).body as WritePageAnswer
      ).proposals.find((p) => p.field === element?.field)?.text ?? '';
    const plain = await inTone();
    const shorter = await inTone('shorter');
    const warmer = await inTone('warmer');
    expect(shorter.length, shorter).toBeLessThan(plain.length);
    // Shorter keeps the coach's own words, only fewer of them.
    expect(plain.toLowerCase()).toContain(shorter.toLowerCase().replace(/[.!?]$/, ''));
    expect(warmer).not.toBe(plain);
    expect(warmer).toContain(plain.slice(0, 20));
    const bad = await t.call('POST', '/api/ai/write-page', {
      websiteId: website.id,
      tone: 'angrier',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'tone',
    );
  });

  it('refuses bad input with the field named', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/ai/generate-killer-copy', { kind: 'poem' }, 'kind'],
      ['/api/ai/generate-killer-copy', { variant: -1 }, 'variant'],
      ['/api/ai/generate-killer-copy', { avatar: 'Olivia' }, 'avatar'],
      ['/api/ai/generate-killer-copy', { avatar: { name: '' } }, 'avatar.name'],
      ['/api/ai/generate-social-content', { contentType: 'spam' }, 'contentType'],
      ['/api/ai/generate-grand-slam-offer', { pricePoint: 'free' }, 'pricePoint'],
      ['/api/ai/write-page', {}, 'websiteId'],
      ['/api/ai/generate-killer-copy', { extra: 1 }, 'extra'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await t.call('POST', path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const fields =
        (answer.body as { error: { fields?: Record<string, string> } }).error.fields ?? {};
      expect(
        Object.keys(fields).some((f) => f === field || f.startsWith(`${field}`)),
        JSON.stringify(fields),
      ).toBe(true);
    }
    expect((await t.call('GET', '/api/content?kind=poems')).status).toBe(400);
  });

  it("another coach cannot write for this coach's avatar or page, nor read or delete their content", async () => {
    const [item] = await content();
    const website = await newWebsite('Mine only');
    const mine = ((await t.call('GET', '/api/avatars')).body as { avatars: Avatar[] }).avatars[0];
    const other = await t.signUp('other-ai@example.com');
    await t.call('POST', '/api/avatars', { name: 'Theirs' }, other);
    expect(
      (await t.call('POST', '/api/ai/generate-killer-copy', { avatar: mine?.id }, other)).status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/ai/write-page', { websiteId: website.id }, other)).status,
    ).toBe(404);
    expect(await content(undefined, other)).toEqual([]);
    expect((await t.call('GET', `/api/content/${item?.id}`, undefined, other)).status).toBe(404);
    expect((await t.call('DELETE', `/api/content/${item?.id}`, undefined, other)).status).toBe(404);
    expect((await t.call('GET', `/api/content/${item?.id}`)).status).toBe(200);
    expect((await t.call('DELETE', `/api/content/${item?.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/content/${item?.id}`)).status).toBe(404);
  });

  it('says when a coach asks for too many generations in a minute', async () => {
    const coach = await t.signUp('busy-ai@example.com');
    await t.call('POST', '/api/avatars', { name: 'Busy' }, coach);
    const answers = [];
    for (let i = 0; i <= t.services.aiPerMinute; i += 1) {
      answers.push(await t.call('POST', '/api/ai/generate-killer-copy', { variant: i }, coach));
    }
    expect(answers.slice(0, -1).every((a) => a.status === 200)).toBe(true);
    const last = answers.at(-1);
    expect(last?.status).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(await content(undefined, coach)).toHaveLength(t.services.aiPerMinute);
  });
});
