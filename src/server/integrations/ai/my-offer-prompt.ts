import { formatOfferPrice, type OfferFields } from '../../../model/offers/offer';

/**
 * The coach's own offer (My offers, issue 24) for a model's prompt: her facts, said to be hers, so
 * the model takes them as they are and invents none in their place.
 */
export function myOfferBlock(myOffer: OfferFields | null | undefined): string {
  if (!myOffer) return '';
  const facts = {
    name: myOffer.name,
    price: formatOfferPrice(myOffer) || null,
    duration: myOffer.duration || null,
    format: myOffer.format || null,
    includes: myOffer.includes,
    checkoutLink: myOffer.checkoutLink || null,
    bookingLink: myOffer.bookingLink || null,
  };
  return `\n\nThe coach's own offer (her facts: use them exactly as given, never change them):\n${JSON.stringify(facts)}`;
}

/** What the call to action of posts and emails points to: her booking page, when she has one. */
export function bookingLine(myOffer: OfferFields | null | undefined): string {
  return myOffer?.bookingLink
    ? ` The call to action invites the reader to book a call at ${myOffer.bookingLink}.`
    : '';
}

/** What the grand-slam offer prompt says about her figures and the writer's. */
export function offerFiguresLine(myOffer: OfferFields | null | undefined): string {
  const hers = myOffer?.price
    ? `Use her offer's name and her price (${formatOfferPrice(myOffer)}, as a whole number) exactly.`
    : 'She has given no price: the price you suggest is a suggestion.';
  return ` ${hers} Every other figure (the value stack's values, bonuses, the total value, the guarantee, the number of places) is your suggestion: list each kind you suggest in "suggested" (${myOffer?.price ? 'not "price"' : 'including "price"'}). Invent no results, client counts or testimonials.`;
}
