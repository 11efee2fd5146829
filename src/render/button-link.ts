import type { Element } from '../model/website';

/** Where a button with no link of its own leads: the page's booking calendar. */
export const BOOKING_ANCHOR = '#calendar';

/** The address a card's button leads to: the coach's button link, or the booking calendar. */
export function buttonHref(element: Element): string {
  const link = element.content.buttonUrl;
  return typeof link === 'string' && link.trim() !== '' ? link.trim() : BOOKING_ANCHOR;
}
