import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyProposals } from '../../src/client/screens/builder/tabs/ai/apply-proposals';
import { record, startHistory } from '../../src/client/screens/builder/state/history';
import { normalizeWebsite } from '../../src/client/screens/builder/state/normalize';
import type { Tone } from '../../src/model/ai/api';
import { labelKeepsKind, pageButton } from '../../src/model/ai/page-buttons';
import { pageProposals, pageSlots } from '../../src/model/ai/page-slots';
import { EXAMPLE_AVATAR } from '../../src/model/avatars/example-avatar';
import { ELEMENT_TYPES } from '../../src/model/element-types';
import { isProseRole } from '../../src/model/fields';
import { TEMPLATE_IDS } from '../../src/model/templates/catalogue';
import { starterWebsite } from '../../src/model/templates/starter-website';
import type { Element, Website } from '../../src/model/website';
import { offlineProvider } from '../../src/server/integrations/ai/offline/offline-provider';
import { NEW_MUM, PLUMBER } from '../support/avatars';

/**
 * "Write this page" (issue 24): whatever the template, the avatar, the variant or the tone, and
 * whatever the coach's own products and checkout links, the words it writes never change one of
 * her facts (a price, a product's name, a date, a testimonial) nor where a button leads, and a
 * checkout button's label stays about buying.
 */

const CHECKOUT_LINKS = [
  'https://buy.stripe.com/28o5kq3Xc',
  'https://nursecoach.example/checkout/nurse-to-leader',
  'https://pay.thrivecart.com/momentum-90',
];
const PRODUCTS = ['Nurse to Leader', 'Momentum 90', 'The Night Shift Exit Plan'];

type CoachFacts = { link: string | null; product: string | null };

/** The template's page with the coach's own product names and checkout links on its cards. */
function coachPage(template: string, facts: CoachFacts): Website {
  const site = normalizeWebsite(starterWebsite(template));
  const edit = (e: Element): Element => {
    const content = { ...e.content };
    for (const def of ELEMENT_TYPES[e.type].fields) {
      if (facts.product && def.role === 'product-name') content[def.name] = facts.product;
      if (facts.link && def.role === 'link' && def.linkRule === 'checkout') {
        content[def.name] = facts.link;
      }
    }
    return { ...e, content };
  };
  return {
    ...site,
    sections: site.sections.map((s) => ({ ...s, elements: s.elements.map(edit) })),
  };
}

const elementsOf = (site: Website) => site.sections.flatMap((s) => s.elements);

describe('"Write this page" keeps the coach’s facts', () => {
  it('never changes a fact field or a button’s link, and a checkout button stays about buying', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TEMPLATE_IDS),
        fc.constantFrom(EXAMPLE_AVATAR, NEW_MUM, PLUMBER),
        fc.nat({ max: 6 }),
        fc.constantFrom<Tone | null>(null, 'warmer', 'bolder', 'shorter'),
        fc.record({
          link: fc.option(fc.constantFrom(...CHECKOUT_LINKS)),
          product: fc.option(fc.constantFrom(...PRODUCTS)),
        }),
        async (template, avatar, variant, tone, facts) => {
          const before = coachPage(template, facts);
          const slots = pageSlots(before).slots;
          const written = await offlineProvider.page(
            { avatar, variant, slots, tone, voice: null },
            new AbortController().signal,
          );
          const proposals = pageProposals(slots, written.output.slots);
          expect(proposals.length).toBeGreaterThan(0);
          const after = record(startHistory(before), applyProposals(proposals, before)).present;

          const changed = new Set(proposals.map((p) => `${p.elementId}.${p.field}`));
          const beforeById = new Map(elementsOf(before).map((e) => [e.id, e]));
          for (const element of elementsOf(after)) {
            const was = beforeById.get(element.id);
            for (const def of ELEMENT_TYPES[element.type].fields) {
              const where = `${template}: ${element.type}.${def.name}`;
              if (!isProseRole(def.role)) {
                expect(element.content[def.name], where).toEqual(was?.content[def.name]);
                expect(changed.has(`${element.id}.${def.name}`), where).toBe(false);
              }
            }
            const button = pageButton(element, after);
            if (button.kind !== 'checkout') continue;
            const label = element.content.buttonText ?? element.content.text;
            if (typeof label === 'string' && changed.has(`${element.id}.buttonText`)) {
              expect(labelKeepsKind(button, label), `${template}: “${label}”`).toBe(true);
              if (facts.product && label.length > 0) {
                expect(label, template).toMatch(/Join|Start|Choose|Enrol|Secure/);
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('words a card’s checkout button about buying its product, never about booking a call', async () => {
    const before = coachPage('coaching-offer', {
      link: 'https://buy.stripe.com/28o5kq3Xc',
      product: 'Nurse to Leader',
    });
    const slots = pageSlots(before).slots;
    for (const variant of [0, 1, 2, 3]) {
      const written = await offlineProvider.page(
        { avatar: EXAMPLE_AVATAR, variant, slots, tone: null, voice: null },
        new AbortController().signal,
      );
      const labels = pageProposals(slots, written.output.slots)
        .filter((p) => p.field === 'buttonText')
        .filter(
          (p) => elementsOf(before).find((e) => e.id === p.elementId)?.type === 'pricing-card',
        )
        .map((p) => p.text);
      expect(labels).toHaveLength(3);
      for (const label of labels) {
        expect(label).toMatch(/^(Join|Start|Choose) Nurse to Leader$/);
        expect(label).not.toMatch(/call|book/i);
      }
    }
  });
});
