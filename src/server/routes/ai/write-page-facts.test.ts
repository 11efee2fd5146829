import { describe, expect, it } from 'vitest';
import { NEW_MUM } from '../../../../test/support/avatars';
import { setupTestApp } from '../../../../test/support/test-app';
import type { WritePageAnswer } from '../../../model/ai/api';
import type { PublishAnswer } from '../../../model/api-answers';
import { ELEMENT_TYPES } from '../../../model/element-types';
import { isProseRole } from '../../../model/fields';
import type { Element, Website } from '../../../model/website';

const t = setupTestApp();

const CHECKOUT = 'https://buy.stripe.com/28o5kq3Xc';

async function coachingOfferPage(): Promise<Website> {
  const created = await t.call('POST', '/api/websites', {
    name: 'Nurse to Leader',
    template: 'coaching-offer',
  });
  return (await t.call('GET', `/api/websites/${(created.body as { id: number }).id}`))
    .body as Website;
}

const elementsOf = (site: Website) => site.sections.flatMap((s) => s.elements);
const roleOf = (e: Element, field: string) =>
  ELEMENT_TYPES[e.type].fields.find((f) => f.name === field)?.role;

describe('POST /api/ai/write-page keeps the coach’s facts (issue 24)', () => {
  it('proposes words only, words a checkout button about buying, and the published page keeps her prices and product names', async () => {
    expect((await t.call('POST', '/api/avatars', NEW_MUM)).status).toBe(201);
    const draft = await coachingOfferPage();
    // The coach's own programme: her name for it and her checkout page on its card.
    const card = elementsOf(draft).find(
      (e) => e.type === 'pricing-card' && e.content.title === 'Momentum 90',
    );
    const patched = await t.call('PATCH', `/api/elements/${card?.id}`, {
      content: { title: 'Nurse to Leader', price: '$1,200', buttonUrl: CHECKOUT },
    });
    expect(patched.status).toBe(200);
    const before = (await t.call('GET', `/api/websites/${draft.id}`)).body as Website;

    for (const variant of [0, 1, 2]) {
      const answer = await t.call('POST', '/api/ai/write-page', { websiteId: draft.id, variant });
      expect(answer.status).toBe(200);
      const { proposals } = answer.body as WritePageAnswer;
      expect(proposals.length).toBeGreaterThan(5);
      for (const p of proposals) {
        const element = elementsOf(before).find((e) => e.id === p.elementId);
        if (!element) throw new Error(`no element ${p.elementId}`);
        const role = roleOf(element, p.field);
        expect(role && isProseRole(role), `${element.type}.${p.field}`).toBe(true);
      }
      const label = proposals.find((p) => p.elementId === card?.id && p.field === 'buttonText');
      expect(label?.text).toMatch(/^(Join|Start|Choose) Nurse to Leader/);
      expect(label?.text).not.toMatch(/call|book/i);
    }

    // Apply every proposal as the builder does (one PATCH per element), then publish.
    const { proposals } = (
      await t.call('POST', '/api/ai/write-page', { websiteId: draft.id, variant: 1 })
    ).body as WritePageAnswer;
    const byElement = new Map<number, Record<string, string>>();
    for (const p of proposals)
      byElement.set(p.elementId, { ...byElement.get(p.elementId), [p.field]: p.text });
    for (const [id, content] of byElement) {
      expect((await t.call('PATCH', `/api/elements/${id}`, { content })).status).toBe(200);
    }
    const published = await t.call('POST', `/api/websites/${draft.id}/publish`);
    expect(published.status).toBe(201);
    const live = await t.app.inject({
      method: 'GET',
      url: new URL((published.body as PublishAnswer).url).pathname,
    });
    expect(live.statusCode).toBe(200);
    for (const fact of [
      '$297',
      '$1,200',
      '$4,997',
      'Clarity Session',
      'Nurse to Leader',
      'Breakthrough VIP',
    ])
      expect(live.body).toContain(fact);
    expect(live.body).toContain(`href="${CHECKOUT}"`);
    expect(live.body).not.toContain('$1,997');
    // The testimonial is the coach's proof: still the words she has there.
    expect(live.body).toContain('I doubled my prices in week four');
  });
});
