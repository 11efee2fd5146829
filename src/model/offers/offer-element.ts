import { formatOfferPrice, type OfferFields } from './offer';

/**
 * 'Use my offer' (issue 24): which card element types can take one of the coach's offers, and the
 * fields of such a card filled from it: product name, price, what is included, the button's link.
 * Only what she has filled is set (her button text stays); a sample 'original price' is cleared,
 * as it would stand beside her real price as a fact she never gave.
 */
export const OFFER_CARD_TYPES = [
  'pricing-card',
  'pricing-option',
  'investment-tier',
  'offer-card',
] as const;
export type OfferCardType = (typeof OFFER_CARD_TYPES)[number];

export function isOfferCardType(type: string): type is OfferCardType {
  return (OFFER_CARD_TYPES as readonly string[]).includes(type);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** '8 weeks, 1:1 video calls.' from her duration and format ('' when she has neither). */
function summary(offer: OfferFields): string {
  const said = [offer.duration, offer.format].filter(Boolean).join(', ');
  return said ? `${capitalised(said)}.` : '';
}

/** Her offer in a sentence or two: how long and how, then what is included. */
export function offerDescription(offer: OfferFields, withIncludes = true): string {
  const includes = withIncludes && offer.includes.length > 0;
  const lines = includes ? `Includes ${listed(offer.includes.map(lowerFirst))}.` : '';
  return [summary(offer), lines].filter(Boolean).join(' ');
}

/** 'Eight weekly calls' reads 'eight weekly calls' inside a sentence; 'CV rewrite' stays. */
function lowerFirst(line: string): string {
  const [first = ''] = line.split(/\s/);
  return /^[A-Z][a-z]*$/.test(first) ? line.charAt(0).toLowerCase() + line.slice(1) : line;
}

/** The fields of a card of `type` taken from her offer (only those she has a value for). */
export function offerCardContent(type: OfferCardType, offer: OfferFields): Record<string, string> {
  const price = formatOfferPrice(offer);
  const payLink = offer.checkoutLink || offer.bookingLink;
  const filled: Record<string, string> = { title: offer.name };
  const set = (field: string, value: string) => {
    if (value) filled[field] = value;
  };
  switch (type) {
    case 'pricing-card':
    case 'pricing-option':
      set('price', price);
      set('description', offerDescription(offer));
      set('buttonUrl', payLink);
      if (type === 'pricing-option') filled.originalPrice = '';
      break;
    case 'investment-tier':
      set('price', price);
      set('description', offerDescription(offer, offer.includes.length > 3));
      if (offer.includes.length > 0) {
        for (const [i, field] of ['feature1', 'feature2', 'feature3'].entries()) {
          filled[field] = offer.includes[i] ?? '';
        }
      }
      set('buttonUrl', payLink);
      break;
    case 'offer-card':
      set('description', [price, offerDescription(offer)].filter(Boolean).join('. '));
      set('url', offer.bookingLink || offer.checkoutLink);
      break;
  }
  return filled;
}
