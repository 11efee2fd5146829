import { z } from 'zod';
import { linkProblem } from '../links';
import { readOnlyKeys } from '../read-only';
import { text, webLinkWith } from '../text';

/**
 * My offers (issue 24): the coach's own products, filled once and used everywhere (pricing and
 * offer cards, the grand-slam offer writer, posts and emails). Her name, price and links are facts:
 * a writer takes them as they are and never invents them.
 */

export const OFFER_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'ZAR'] as const;
export type OfferCurrency = (typeof OFFER_CURRENCIES)[number];

export const OFFER_LIMITS = {
  name: 120,
  duration: 80,
  format: 80,
  includes: 20,
  include: 200,
  /** The highest price, in whole units of the currency. */
  maxPrice: 9_999_999,
  /** Offers one coach may keep. */
  perCoach: 50,
} as const;

/** A price as typed: whole units with at most two decimals ('1200', '1200.50'), or '' for none. */
const PRICE = /^\d{1,7}(?:\.\d{1,2})?$/;

const price = text(12)
  .trim()
  .transform((v) => v.replace(/,/g, ''))
  .refine((v) => v === '' || PRICE.test(v), 'must be an amount such as 1200 or 1200.50');

/** Where her buyers pay or book: a secure web page only (https://), or empty. */
const secureLink = webLinkWith((value) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^https:\/\//i.test(trimmed)) return 'must be an https:// address';
  return linkProblem(trimmed, 'checkout');
}).transform((v) => v.trim());

/** POST /api/offers and PUT /api/offers/{id}. */
export const offerInputSchema = z.strictObject({
  name: text(OFFER_LIMITS.name).trim().min(1, 'is required'),
  /** Decimal string in the currency's units; '' when she has not set one. */
  price: price.default(''),
  currency: z.enum(OFFER_CURRENCIES).default('USD'),
  /** How long it runs: '8 weeks', '12 months'. */
  duration: text(OFFER_LIMITS.duration).trim().default(''),
  /** How it is delivered: '1:1 calls', 'group programme', 'online course'. */
  format: text(OFFER_LIMITS.format).trim().default(''),
  /** What is included, one line each. */
  includes: z
    .array(text(OFFER_LIMITS.include).trim().min(1, 'may not hold an empty line'))
    .max(OFFER_LIMITS.includes, `may hold at most ${OFFER_LIMITS.includes} lines`)
    .default([]),
  checkoutLink: secureLink.default(''),
  bookingLink: secureLink.default(''),
});

export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferFields = z.output<typeof offerInputSchema>;
export type Offer = OfferFields & { id: number; createdAt: string; updatedAt: string };
export type OffersAnswer = { offers: Offer[] };

/** What an offer's answer holds that PUT /api/offers/{id} ignores (it round-trips). */
export const OFFER_READ_ONLY = readOnlyKeys<Offer, OfferInput>({
  id: true,
  createdAt: true,
  updatedAt: true,
});

/** A price string as cents ('' is null). */
export function priceToCents(price: string): number | null {
  if (price === '') return null;
  const [whole = '0', part = ''] = price.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** Cents as the API's price string: 120000 is '1200', 120050 is '1200.50'. */
export function centsToPrice(cents: number | null): string {
  if (cents === null) return '';
  const whole = Math.floor(cents / 100);
  const part = cents % 100;
  return part === 0 ? String(whole) : `${whole}.${String(part).padStart(2, '0')}`;
}

/** Her price as a visitor reads it: '$1,200', '€1,200.50'; '' when she has none. */
export function formatOfferPrice(offer: Pick<OfferFields, 'price' | 'currency'>): string {
  if (offer.price === '') return '';
  const amount = Number(offer.price);
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: offer.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
