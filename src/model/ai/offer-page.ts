import { z } from 'zod';
import { TEXT_LIMITS } from '../fields';
import { NAME_MAX } from '../limits';
import type { ElementContent } from '../element-content';
import type { ElementType } from '../element-types';
import type { StarterSection } from '../templates/types';
import { readOnlyKeys } from '../read-only';
import type { ContentItem } from './content';
import { grandSlamOfferSchema, type GrandSlamOffer, type SuggestedFigure } from './outputs';

/**
 * An offer, kept and used (issue 12): the coach edits the offer AI wrote and keeps it
 * (PUT /api/content/{id} `{offer}`, or the item back as GET answered it), and 'Use on a page' makes a Course Offer website from it
 * (POST /api/content/{id}/website `{currency}`): modules, bonus items with their values, the
 * offer price against the total value, the spots and urgency as a countdown line, and the
 * guarantee badge. Nothing on that page is sample text: every word comes from the offer.
 */

export const OFFER_TEMPLATE = 'course-offer';

export const OFFER_CURRENCIES = ['$', '£', '€', 'A$', 'C$'] as const;
export type OfferCurrency = (typeof OFFER_CURRENCIES)[number];

/** An offer's body as GET /api/content/{id} answers it. */
const offerBodySchema = z.strictObject({ shape: z.literal('offer'), copy: grandSlamOfferSchema });

/**
 * PUT /api/content/{id}: `{ offer }`, or the item as GET answered it (issue 23: the answer
 * round-trips), the offer in its `body.copy` and the rest read-only (CONTENT_READ_ONLY). When
 * both are sent, `offer` is the one kept.
 */
export const updateOfferSchema = z
  .strictObject({ offer: grandSlamOfferSchema.optional(), body: offerBodySchema.optional() })
  .transform(({ offer, body }, ctx) => {
    const kept = offer ?? body?.copy;
    if (kept) return { offer: kept };
    ctx.addIssue({ code: 'custom', path: ['offer'], message: 'is required' });
    return z.NEVER;
  });
export type UpdateOfferInput = z.infer<typeof updateOfferSchema>;

/** What a content item's answer holds that PUT /api/content/{id} ignores: all but its body. */
export const CONTENT_READ_ONLY = readOnlyKeys<ContentItem, z.input<typeof updateOfferSchema>>({
  id: true,
  kind: true,
  title: true,
  avatarId: true,
  avatarName: true,
  provider: true,
  createdAt: true,
  sources: true,
  proofNeeded: true,
  flags: true,
});

export const offerWebsiteSchema = z.strictObject({
  currency: z.enum(OFFER_CURRENCIES).default('$'),
});
export type OfferWebsiteInput = z.input<typeof offerWebsiteSchema>;

const SHORT: number = TEXT_LIMITS.text;

function fit(text: string, max = SHORT): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function formatMoney(value: number, currency: OfferCurrency): string {
  return `${currency}${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

const el = (type: ElementType, content: ElementContent) => ({ type, content });

/** The website's name: the offer's, within the name limit. */
export function offerWebsiteName(offer: GrandSlamOffer): string {
  return fit(offer.name, NAME_MAX);
}

/** Whether a figure is the coach's own (written by her, or a suggestion she accepted). */
const hers = (offer: GrandSlamOffer, figure: SuggestedFigure): boolean =>
  !offer.suggested.includes(figure);

/** Her number of places, or null when it is not limited or only the writer's suggestion. */
const spotsOf = (offer: GrandSlamOffer): number | null =>
  hers(offer, 'spots') ? offer.spots : null;

/** The line that says how many places there are and why now. */
function scarcityLine(offer: GrandSlamOffer): string {
  const spots = spotsOf(offer);
  return spots !== null ? `Only ${spots} spots. ${offer.urgency}` : offer.urgency;
}

/**
 * The figures the writer suggested and the coach has not accepted: they are left off the page
 * (issue 24), and 'Use on a page' says so.
 */
export function figuresLeftOff(offer: GrandSlamOffer): SuggestedFigure[] {
  const onPage: SuggestedFigure[] = ['price', 'totalValue', 'bonuses', 'guarantee', 'spots'];
  return onPage.filter((f) => !hers(offer, f) && (f !== 'bonuses' || offer.bonuses.length > 0));
}

/**
 * The Course Offer template's sections, every word taken from the offer, and no figure the writer
 * only suggested: those fields stay empty for the coach to fill (issue 24).
 */
export function offerPageSections(
  offer: GrandSlamOffer,
  currency: OfferCurrency,
): StarterSection[] {
  const modules =
    offer.modules.length > 0
      ? offer.modules
      : offer.valueStack.map((v) => ({ title: v.item, description: v.description }));
  const bonusTotal = offer.bonuses.reduce((sum, b) => sum + b.value, 0);
  const spots = spotsOf(offer);
  const bonusValues = hers(offer, 'bonuses');
  const sections: StarterSection[] = [
    {
      type: 'hero',
      name: 'Hero',
      elements: [
        el('angled-text', {
          text: spots !== null ? `Only ${spots} spots` : fit(offer.urgency, 40),
        }),
        el('heading', { text: fit(offer.name) }),
        el('button', { text: 'Claim your place', url: '#pricing' }),
      ],
    },
    {
      type: 'curriculum',
      name: 'Curriculum',
      title: 'What you get',
      elements: modules.map((m, i) =>
        el('course-module', {
          module: `Module ${i + 1}`,
          title: fit(m.title),
          description: fit(m.description, TEXT_LIMITS.longtext),
          duration: '',
        }),
      ),
    },
  ];
  if (offer.bonuses.length > 0) {
    sections.push({
      type: 'bonuses',
      name: 'Bonuses',
      title: bonusValues ? `Bonuses worth ${formatMoney(bonusTotal, currency)}` : 'Bonuses',
      elements: offer.bonuses.map((b) =>
        el('bonus-item', {
          title: fit(b.name),
          value: bonusValues ? `${formatMoney(b.value, currency)} value` : '',
          description: fit(b.description, TEXT_LIMITS.longtext),
        }),
      ),
    });
  }
  const pricing = [
    el('pricing-option', {
      title: fit(offer.name),
      price: hers(offer, 'price') ? formatMoney(offer.price, currency) : '',
      originalPrice: hers(offer, 'totalValue') ? formatMoney(offer.totalValue, currency) : '',
      description: fit(offer.dreamOutcome, TEXT_LIMITS.longtext),
      buttonText: 'Join now',
      featured: true,
    }),
    el('countdown', { time: fit(scarcityLine(offer)) }),
  ];
  if (hers(offer, 'guarantee')) {
    pricing.push(
      el('guarantee-badge', {
        duration: fit(offer.guarantee.duration, 60),
        text: fit(offer.guarantee.text),
      }),
    );
  }
  sections.push({ type: 'pricing', name: 'Pricing', title: 'Your investment', elements: pricing });
  return sections;
}
