import { describe, expect, it } from 'vitest';
import { contentSchemaFor } from './element-content';
import { isFilled } from './element-fill';
import { ELEMENT_TYPES } from './element-types';
import { KEPT_SAMPLE, keptWith, WORD_KINDS } from './kept-sample';
import { publishChecklist, type ChecklistItem } from './publish-checklist';
import { TEMPLATES } from './templates/catalogue';
import { starterWebsite } from './templates/starter-website';
import type { Element, Website } from './website';

const NAMED = { coachName: 'Maya Rivers', bookingCalendar: { url: 'https://cal.com/maya' } };

const site = (template: string): Website => starterWebsite(template, { settings: NAMED });
const elements = (website: Website) => website.sections.flatMap((s) => s.elements);
const sample = (items: ChecklistItem[]) =>
  items.filter((i) => i.kind === 'sample' || i.kind === 'testimonial');

/** The word fields a visitor reads on a fresh page: every filled one but a heading's hidden text. */
function shownWords(element: Element): string[] {
  return ELEMENT_TYPES[element.type].fields
    .filter((f) => WORD_KINDS.has(f.kind) && isFilled(element.content[f.name]))
    .filter((f) => !(element.type === 'heading' && f.name === 'text' && element.content.html))
    .map((f) => f.name);
}

function byTitle(website: Website): string[] {
  return sample(publishChecklist(website)).map((i) => i.title);
}

describe('the checklist knows every sample word', () => {
  it('lists every starter word of a fresh site of every template, grouped by its section', () => {
    for (const template of TEMPLATES) {
      const website = site(template.id);
      const items = sample(publishChecklist(website));
      const expected = website.sections.flatMap((section) =>
        section.elements.flatMap((e) =>
          shownWords(e).map((field) => ({
            key: `sample:${e.id}:${field}`,
            group: { key: `section:${section.id}`, heading: section.name },
            target: { kind: 'element', id: e.id, field },
            keep: { elementId: e.id, field },
          })),
        ),
      );
      expect(expected.length, template.id).toBeGreaterThan(10);
      expect(items, template.id).toEqual(expected.map((e) => expect.objectContaining(e)));
    }
  });

  it('names the Coaching Offer’s product, its prices and its scarcity badge', () => {
    const titles = byTitle(site('coaching-offer'));
    for (const words of [
      'Sample title: “Momentum 90”',
      'Sample price: “$297”',
      'Sample price: “$1,997”',
      'Sample price: “$4,997”',
      'Sample text: “Only 8 Spots This Quarter”',
      'Sample quote: “I doubled my prices in week four and sti…”',
      'Sample name: “Rachel T., Career Coach”',
    ]) {
      expect(titles).toContain(words);
    }
    const price = sample(publishChecklist(site('coaching-offer'))).find((i) =>
      i.title.includes('$1,997'),
    );
    expect(price).toMatchObject({
      kind: 'sample',
      detail: 'Pricing card · Price. Write your own, or keep it if it is true for you.',
      group: { heading: 'Pricing' },
    });
  });

  it('names the Book-a-Call page’s biography, with the coach’s name where the page shows it', () => {
    const titles = byTitle(site('coach-exact'));
    expect(titles).toContain("Sample text: “I'm a business mentor, speaker and autho…”");
    expect(titles).toContain('Sample text: “My 12-month mentoring programme brings t…”');
    expect(titles).toContain('Sample heading: “Meet Maya Rivers”');
  });

  it('knows starter words whatever their spacing, case or formatting, and from any template', () => {
    const website = site('coach');
    const [first, second, third] = elements(website).filter((e) => e.type === 'paragraph');
    if (!first || !second || !third) throw new Error('starter changed');
    first.content = { text: '  only 8   SPOTS this\nquarter ' };
    second.content = { text: 'Momentum 90' };
    third.content = { text: 'Only 8 spots, this quarter and next' };
    const items = sample(publishChecklist(website));
    expect(items.some((i) => i.key === `sample:${first.id}:text`)).toBe(true);
    expect(items.some((i) => i.key === `sample:${second.id}:text`)).toBe(true);
    expect(items.some((i) => i.key === `sample:${third.id}:text`)).toBe(false);
    const heading = elements(website).find((e) => e.type === 'heading');
    if (!heading) throw new Error('starter changed');
    heading.content = { html: '<p><strong>Choose  Your</strong> level of support</p>' };
    expect(byTitle(website)).toContain('Sample heading: “Choose Your level of support”');
  });

  it('lists none once every field is edited or kept, and nothing at all is left', () => {
    for (const template of TEMPLATES) {
      const website = site(template.id);
      elements(website).forEach((e, n) => {
        for (const field of shownWords(e)) {
          // Every other field is rewritten; the rest the coach keeps as they are.
          if (n % 2 === 0) e.content = { ...e.content, [field]: `Maya’s own words ${n}` };
          else e.content = { ...e.content, [KEPT_SAMPLE]: keptWith(e.content, field) };
        }
        for (const f of ELEMENT_TYPES[e.type].fields) {
          if (f.kind === 'url') {
            e.content = { ...e.content, [f.name]: 'https://maya.coach/next' };
          }
        }
      });
      expect(sample(publishChecklist(website)), template.id).toEqual([]);
      expect(publishChecklist(website), template.id).toEqual([]);
    }
  });

  it('keeps one field without keeping the others, and a kept field edited later stays off', () => {
    const website = site('coaching-offer');
    const card = elements(website).find((e) => e.content.title === 'Momentum 90');
    if (!card) throw new Error('starter changed');
    card.content = { ...card.content, [KEPT_SAMPLE]: keptWith(card.content, 'price') };
    const titles = byTitle(website);
    expect(titles).not.toContain('Sample price: “$1,997”');
    expect(titles).toContain('Sample title: “Momentum 90”');
    card.content = { ...card.content, price: '$1,200' };
    expect(byTitle(website)).not.toContain('Sample price: “$1,200”');
    expect(keptWith(card.content, 'price')).toBe('price');
    expect(keptWith(card.content, 'title')).toBe('price,title');
  });
});

describe('kept sample fields in an element’s content', () => {
  it('take the type’s word fields, each once, and refuse anything else naming why', () => {
    const schema = contentSchemaFor('pricing-card');
    expect(schema.safeParse({ price: '$297', keptSample: 'price,title' }).success).toBe(true);
    for (const [value, reason] of [
      ['price,buttonUrl', '"buttonUrl" is not one; one of: title, price, description, buttonText'],
      ['price,price', 'must not name a field twice'],
      [['price'], 'expected string'],
    ] as const) {
      const result = schema.safeParse({ keptSample: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['keptSample']);
      expect(result.error?.issues[0]?.message).toContain(reason.replace('expected ', ''));
    }
  });

  it('as copied from a stored version, lose names the type no longer has', () => {
    const schema = contentSchemaFor('pricing-card', 'kept');
    expect(schema.parse({ keptSample: 'price,gone,price' })).toEqual({ keptSample: 'price' });
  });
});
