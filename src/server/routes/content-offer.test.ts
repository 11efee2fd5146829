import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/support/test-app';
import type { OfferAnswer } from '../../model/ai/api';
import type { ContentItem } from '../../model/ai/content';
import { COURSE_OFFER_STARTER } from '../../model/templates/starter/course-offer';
import type { GrandSlamOffer } from '../../model/ai/outputs';
import { EXAMPLE_AVATAR } from '../../model/avatars/example-avatar';
import type { Element, Website } from '../../model/website';

const t = setupTestApp();

type Failure = { error: { message: string; fields?: Record<string, string> } };

async function newOffer(as?: string): Promise<OfferAnswer> {
  const answer = await t.call(
    'POST',
    '/api/ai/generate-grand-slam-offer',
    { serviceType: 'coaching', pricePoint: 'premium' },
    as,
  );
  expect(answer.status).toBe(200);
  return answer.body as OfferAnswer;
}

const elementsOf = (website: Website, type: string): Element[] =>
  website.sections.flatMap((s) => s.elements).filter((e) => e.type === type);

describe('an offer the coach edits, keeps and uses on a page', () => {
  it('keeps the edited offer whole, titled by its new name', async () => {
    await t.call('POST', '/api/avatars', EXAMPLE_AVATAR);
    const { contentId, copy: offer } = await newOffer();
    const edited: GrandSlamOffer = {
      ...offer,
      name: 'Calm Lead Sprint',
      price: 1500,
      bonuses: [{ name: 'Team charter template', description: 'Ready to use.', value: 300 }],
    };
    const put = await t.call('PUT', `/api/content/${contentId}`, { offer: edited });
    expect(put.status).toBe(200);
    const kept = (await t.call('GET', `/api/content/${contentId}`)).body as ContentItem;
    expect(kept.title).toBe('Calm Lead Sprint');
    expect(kept.body).toEqual({ shape: 'offer', copy: edited });
  });

  it('refuses a broken offer by the field at fault and keeps the stored one', async () => {
    const { contentId } = await newOffer();
    const before = (await t.call('GET', `/api/content/${contentId}`)).body as ContentItem;
    if (before.body.shape !== 'offer') throw new Error('not an offer');
    const offer = before.body.copy;
    const broken: [unknown, string][] = [
      [{ ...offer, price: -5 }, 'offer.price'],
      [{ ...offer, name: '   ' }, 'offer.name'],
      [{ ...offer, valueStack: [] }, 'offer.valueStack'],
      [{ ...offer, spots: 2.5 }, 'offer.spots'],
      [{ ...offer, guarantee: { duration: '30 days' } }, 'offer.guarantee'],
      ['not an offer', 'offer'],
    ];
    for (const [value, field] of broken) {
      const answer = await t.call('PUT', `/api/content/${contentId}`, { offer: value });
      expect(answer.status, field).toBe(400);
      const fields = (answer.body as Failure).error.fields ?? {};
      expect(
        Object.keys(fields).some((f) => f.startsWith(field)),
        JSON.stringify(fields),
      ).toBe(true);
    }
    expect((await t.call('GET', `/api/content/${contentId}`)).body).toEqual(before);
  });

  it('edits only offers: website copy is not an offer', async () => {
    const web = (await t.call('POST', '/api/ai/generate-killer-copy', {})).body as {
      contentId: number;
    };
    const { copy: offer } = await newOffer();
    const answer = await t.call('PUT', `/api/content/${web.contentId}`, { offer });
    expect(answer.status).toBe(400);
    expect((answer.body as Failure).error.fields).toHaveProperty('offer');
    const used = await t.call('POST', `/api/content/${web.contentId}/website`, {});
    expect(used.status).toBe(400);
  });

  it('makes a Course Offer page from the offer, leaving off the figures she has not accepted', async () => {
    const { contentId, copy: offer } = await newOffer();
    // With no offer of her own in My offers, every figure is the writer's suggestion.
    expect(offer.suggested).toEqual(expect.arrayContaining(['price', 'totalValue', 'guarantee']));
    const makePage = async (): Promise<Website> => {
      const answer = await t.call('POST', `/api/content/${contentId}/website`, { currency: '£' });
      expect(answer.status).toBe(201);
      return (await t.call('GET', `/api/websites/${(answer.body as Website).id}`)).body as Website;
    };
    const suggested = await makePage();
    expect(elementsOf(suggested, 'pricing-option')[0]?.content).toMatchObject({
      price: '',
      originalPrice: '',
    });
    expect(elementsOf(suggested, 'guarantee-badge')).toEqual([]);
    const figures = JSON.stringify(suggested.sections);
    for (const money of [offer.price, offer.totalValue, ...offer.bonuses.map((b) => b.value)])
      expect(figures).not.toContain(`£${money.toLocaleString('en-US')}`);
    if (offer.spots !== null) expect(figures).not.toContain(`${offer.spots} spots`);

    // She accepts every suggestion: now they are hers, and they go onto the page.
    const accepted: GrandSlamOffer = { ...offer, suggested: [] };
    expect((await t.call('PUT', `/api/content/${contentId}`, { offer: accepted })).status).toBe(
      200,
    );
    const website = await makePage();
    expect(website.template).toBe('course-offer');
    expect(website.name).toBe(offer.name);
    const [pricing] = elementsOf(website, 'pricing-option');
    expect(pricing?.content).toMatchObject({
      price: `£${offer.price.toLocaleString('en-US')}`,
      originalPrice: `£${offer.totalValue.toLocaleString('en-US')}`,
    });
    expect(elementsOf(website, 'bonus-item').map((e) => e.content.title)).toEqual(
      offer.bonuses.map((b) => b.name),
    );
    expect(elementsOf(website, 'course-module').map((e) => e.content.title)).toEqual(
      offer.modules.length
        ? offer.modules.map((m) => m.title)
        : offer.valueStack.map((v) => v.item),
    );
    expect(elementsOf(website, 'guarantee-badge')[0]?.content).toMatchObject({
      duration: offer.guarantee.duration,
      text: offer.guarantee.text,
    });
    const countdown = String(elementsOf(website, 'countdown')[0]?.content.time);
    if (offer.spots !== null) expect(countdown).toContain(`Only ${offer.spots} spots`);
    const words = JSON.stringify(website.sections);
    for (const section of COURSE_OFFER_STARTER)
      for (const element of section.elements)
        for (const value of Object.values(element.content))
          if (typeof value === 'string' && value.length > 12) expect(words).not.toContain(value);
  });

  it('says which currency it cannot use, and answers a retried request once', async () => {
    const { contentId } = await newOffer();
    const bad = await t.call('POST', `/api/content/${contentId}/website`, { currency: 'BTC' });
    expect(bad.status).toBe(400);
    expect((bad.body as Failure).error.fields).toHaveProperty('currency');
    const before = ((await t.call('GET', '/api/websites')).body as unknown[]).length;
    const made = await t.call('POST', `/api/content/${contentId}/website`, {});
    expect(made.status).toBe(201);
    expect(((await t.call('GET', '/api/websites')).body as unknown[]).length).toBe(before + 1);
  });

  it("another coach can neither edit nor use this coach's offer", async () => {
    const { contentId, copy: offer } = await newOffer();
    const other = await t.signUp('other-offer@example.com');
    await t.call('POST', '/api/avatars', { name: 'Theirs' }, other);
    const put = await t.call(
      'PUT',
      `/api/content/${contentId}`,
      { offer: { ...offer, name: 'Stolen' } },
      other,
    );
    expect(put.status).toBe(404);
    expect((await t.call('POST', `/api/content/${contentId}/website`, {}, other)).status).toBe(404);
    const kept = (await t.call('GET', `/api/content/${contentId}`)).body as ContentItem;
    expect(kept.title).toBe(offer.name);
  });
});
