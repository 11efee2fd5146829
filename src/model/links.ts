import { z } from 'zod';
import { urlProblem, webLinkWith } from './text';

/**
 * The one check of every link a visitor follows: a link field of any element type (a field of
 * kind 'url' in the registry: buttons, nav links, social links, card buttons) goes through
 * linkProblem, so a new element type's link field is checked without anyone remembering to.
 *
 * - 'any': a secure web page (https://...), an email (mailto:...), a phone number (tel:...) or a
 *   place on this page (#calendar; '#' alone is its top).
 * - 'checkout': what a card's button may lead to: a checkout or payment page (https://...) or a
 *   named place on this page (#calendar). Plain http is refused: a visitor about to pay must never
 *   be sent to a page anyone on the way can change.
 */
export type LinkRule = 'any' | 'checkout';

/** A place on this page: '#' (its top) or a section's anchor (#calendar, #pricing). */
const PAGE_PLACE = /^#(?:[A-Za-z][A-Za-z0-9_-]*)?$/;
const NAMED_PLACE = /^#[A-Za-z][A-Za-z0-9_-]*$/;
/** A phone number as a link: digits with an optional leading +, and - . ( ) between them. */
const PHONE_LINK = /^tel:\+?[0-9](?:[0-9().-]*[0-9])?$/i;
/** What may follow an email address in a link (?subject=...): nothing that breaks an attribute. */
const MAIL_QUERY = /^\?[^\s"'`<>\\]*$/;
const EMAIL = z.email();

const ANY_LINK =
  'must be an https:// address or a place on this page such as #calendar, or a mailto: or tel: link';
const CHECKOUT_LINK = 'must be an https:// address or a place on this page such as #calendar';

function mailProblem(link: string): string | null {
  const rest = link.slice('mailto:'.length);
  const queryAt = rest.indexOf('?');
  const address = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt);
  const fine = EMAIL.safeParse(address).success && (query === '' || MAIL_QUERY.test(query));
  return fine ? null : 'must be an email link such as mailto:you@example.com';
}

/** Why a link cannot be used, or null when it can (empty is fine: the field's default is used). */
export function linkProblem(value: string, rule: LinkRule = 'any'): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const checkout = rule === 'checkout';
  if (trimmed.startsWith('#')) {
    return (checkout ? NAMED_PLACE : PAGE_PLACE).test(trimmed)
      ? null
      : 'must be a place on this page such as #calendar (letters, digits, - and _)';
  }
  if (!checkout && /^mailto:/i.test(trimmed)) return mailProblem(trimmed);
  if (!checkout && /^tel:/i.test(trimmed)) {
    return PHONE_LINK.test(trimmed)
      ? null
      : 'must be a phone link such as tel:+15125550100 (digits, + - . and brackets, no spaces)';
  }
  if (!/^https:\/\//i.test(trimmed)) return checkout ? CHECKOUT_LINK : ANY_LINK;
  return urlProblem(trimmed);
}

/** A link field's value (see linkProblem), at most 2048 characters. */
export const linkValue = webLinkWith((value) => linkProblem(value, 'any'));

/** A card button's link: a checkout page or a named place on this page (see linkProblem). */
export const checkoutLinkValue = webLinkWith((value) => linkProblem(value, 'checkout'));

/**
 * The address a link is drawn with, or null when it leads nowhere a visitor should be sent (the
 * page then draws '#'): what linkProblem allows, and an http:// address stored before links were
 * checked this strictly, which still leads where the coach meant. A relative path, a bare
 * 'calendly.com/me' or an unsafe scheme is never drawn as an address.
 */
export function linkHref(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (linkProblem(trimmed) === null) return trimmed;
  if (/^http:\/\//i.test(trimmed) && urlProblem(trimmed) === null) return trimmed;
  return null;
}
