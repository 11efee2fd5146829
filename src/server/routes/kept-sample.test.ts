import { describe, expect, it } from 'vitest';
import { publishChecklist } from '../../model/publish-checklist';
import type { Element, Website } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

function momentum(website: Website): Element {
  const card = website.sections
    .flatMap((s) => s.elements)
    .find((e) => e.type === 'pricing-card' && e.content.title === 'Momentum 90');
  if (!card) throw new Error('no Momentum 90 card');
  return card;
}

const sampleTitles = (website: Website) =>
  publishChecklist(website)
    .filter((i) => i.kind === 'sample')
    .map((i) => i.title);

describe('"Keep it": sample words the coach keeps', () => {
  it('is stored with the element and survives a reload', async () => {
    const created = await createWebsite(t, { template: 'coaching-offer' });
    expect(sampleTitles(created)).toContain('Sample price: “$1,997”');
    const card = momentum(created);
    const { status, body } = await t.call('PATCH', `/api/elements/${card.id}`, {
      content: { keptSample: 'price' },
      version: card.version,
    });
    expect(status).toBe(200);
    expect((body as Element).content).toMatchObject({ price: '$1,997', keptSample: 'price' });

    const reloaded = await getWebsite(t, created.id);
    expect(momentum(reloaded).content.keptSample).toBe('price');
    expect(sampleTitles(reloaded)).not.toContain('Sample price: “$1,997”');
    // Only what was kept: the product's name is still someone else's.
    expect(sampleTitles(reloaded)).toContain('Sample title: “Momentum 90”');

    // Editing another field leaves what was kept as it is.
    const edit = await t.call('PATCH', `/api/elements/${card.id}`, {
      content: { title: 'Nurse to Leader' },
    });
    expect(edit.status).toBe(200);
    const after = await getWebsite(t, created.id);
    expect(
      after.sections.flatMap((s) => s.elements).find((e) => e.id === card.id)?.content,
    ).toMatchObject({ title: 'Nurse to Leader', keptSample: 'price' });
  });

  it('goes with the element when the website is duplicated', async () => {
    const created = await createWebsite(t, { template: 'coaching-offer' });
    await t.call('PATCH', `/api/elements/${momentum(created).id}`, {
      content: { keptSample: 'title,price' },
    });
    const { status, body } = await t.call('POST', `/api/websites/${created.id}/duplicate`, {});
    expect(status).toBe(201);
    const copy = await getWebsite(t, (body as Website).id);
    expect(momentum(copy).content.keptSample).toBe('title,price');
    expect(sampleTitles(copy)).not.toContain('Sample title: “Momentum 90”');
    expect(sampleTitles(copy)).toContain('Sample price: “$297”');
  });

  it('is undone by clearing it: the words are listed again', async () => {
    const created = await createWebsite(t, { template: 'coaching-offer' });
    const card = momentum(created);
    await t.call('PATCH', `/api/elements/${card.id}`, { content: { keptSample: 'price,title' } });
    expect(sampleTitles(await getWebsite(t, created.id))).not.toContain(
      'Sample title: “Momentum 90”',
    );
    const { status } = await t.call('PATCH', `/api/elements/${card.id}`, {
      content: { keptSample: null },
    });
    expect(status).toBe(200);
    const reloaded = await getWebsite(t, created.id);
    expect(momentum(reloaded).content).not.toHaveProperty('keptSample');
    expect(sampleTitles(reloaded)).toContain('Sample title: “Momentum 90”');
  });

  it('refuses what is not a list of the element’s text fields with a 400 naming the field', async () => {
    const created = await createWebsite(t, { template: 'coaching-offer' });
    const card = momentum(created);
    for (const [keptSample, reason] of [
      ['price,buttonUrl', /"buttonUrl" is not one; one of: title, price/],
      ['nonsense', /"nonsense" is not one/],
      ['price,price', /must not name a field twice/],
      [['price'], /string/],
      [7, /string/],
    ] as const) {
      const { status, body } = await t.call('PATCH', `/api/elements/${card.id}`, {
        content: { keptSample },
      });
      expect(status, String(keptSample)).toBe(400);
      const fields = (body as ErrorAnswer).error.fields ?? {};
      expect(Object.keys(fields)).toEqual(['content.keptSample']);
      expect(fields['content.keptSample']).toMatch(reason);
    }
    expect(momentum(await getWebsite(t, created.id)).content).toEqual(card.content);
  });
});
