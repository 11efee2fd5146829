import { calendarName } from '../analytics/booking-calendar';
import { ELEMENT_TYPES } from '../element-types';
import { plainText } from '../rich-text-plain';
import { sectionPurpose } from '../templates/catalogue';
import type { SectionPurpose } from '../templates/types';
import { parseWebAddress } from '../text';
import type { Element, Website } from '../website';

/**
 * What a button does (issue 24): the page writer words its label for that and never changes where
 * it leads. A checkout button's label stays about buying; a booking button's about the call.
 */
export type ButtonKind =
  /** A checkout or payment page: its label is about buying (Join Momentum 90, Enrol). */
  | 'checkout'
  /** The booking calendar (#calendar, a card's empty link) or a booking page (Calendly...). */
  | 'booking'
  /** A form's button: it sends the visitor's details. */
  | 'send'
  | 'email'
  | 'phone'
  /** A section of this page (#programs, #testimonials): see `to`. */
  | 'section'
  /** Another web page that is neither a checkout nor a booking page. */
  | 'web';

export type PageButton = {
  kind: ButtonKind;
  /** For a button to a section of this page: what that section is for. */
  to?: SectionPurpose;
  /** The name of the product the button buys or books (its card's title), when it has one. */
  product?: string;
};

/** Services coaches take payments with, by host. */
const PAYMENT_HOSTS = [
  'stripe.com',
  'paypal.com',
  'paypal.me',
  'gumroad.com',
  'thrivecart.com',
  'samcart.com',
  'kajabi.com',
  'mykajabi.com',
  'teachable.com',
  'podia.com',
  'payhip.com',
  'lemonsqueezy.com',
  'square.link',
  'squareup.com',
  'stan.store',
  'sellfy.com',
  'checkout.com',
];
const PAYMENT_PATH = /checkout|\/pay\b|payment|\/buy\b|\/order|\/cart|enrol|purchase/i;
const BOOKING_PATH = /\/book|calendar|schedul|appointment|widget\/booking/i;

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function webKind(link: string, checkoutField: boolean): ButtonKind {
  const url = parseWebAddress(link);
  if (!url) return 'web';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (calendarName(host) !== host || BOOKING_PATH.test(url.pathname)) return 'booking';
  if (PAYMENT_HOSTS.some((d) => within(host, d)) || PAYMENT_PATH.test(url.pathname)) {
    return 'checkout';
  }
  // A card's button link takes "a checkout or payment page" (its field's hint).
  return checkoutField ? 'checkout' : 'web';
}

type PageSections = Pick<Website, 'sections' | 'template'>;

function placeKind(anchor: string, website: PageSections): PageButton {
  const type = anchor === 'calendar' ? 'booking' : anchor;
  if (type === 'booking' || /^(book|calendar)/i.test(type)) return { kind: 'booking' };
  const target = website.sections.find((s) => s.type === type);
  return target
    ? { kind: 'section', to: sectionPurpose(website.template, target.type) }
    : { kind: 'section', to: 'other' };
}

/** The product an element's button is about: its field whose role is 'product-name', filled. */
function productOf(element: Element): string | undefined {
  const def = ELEMENT_TYPES[element.type].fields.find((f) => f.role === 'product-name');
  const value = def ? element.content[def.name] : undefined;
  const name = typeof value === 'string' ? plainText(value).trim() : '';
  return name === '' ? undefined : name;
}

/**
 * What the button of this element does, read from its link field (the field whose role is
 * 'link'; empty means its placeholder, as the page draws it). An element with a button label and
 * no link (a lead form) sends its form.
 */
export function pageButton(element: Element, website: PageSections): PageButton {
  const product = productOf(element);
  const withProduct = (b: PageButton): PageButton => (product ? { ...b, product } : b);
  const def = ELEMENT_TYPES[element.type].fields.find((f) => f.role === 'link');
  if (!def) return withProduct({ kind: 'send' });
  const value = element.content[def.name];
  const link = (typeof value === 'string' ? value.trim() : '') || def.placeholder;
  if (link.startsWith('#')) return withProduct(placeKind(link.slice(1), website));
  if (/^mailto:/i.test(link)) return withProduct({ kind: 'email' });
  if (/^tel:/i.test(link)) return withProduct({ kind: 'phone' });
  return withProduct({ kind: webKind(link, def.linkRule === 'checkout') });
}

/** Words that make a label about a call: never on a checkout button. */
const CALL_WORDS = /\b(call|book|booking|chat|talk|conversation|consultation|session with)\b/i;

/** Whether a written label keeps its button's kind: a checkout button's is never about a call. */
export function labelKeepsKind(button: PageButton, label: string): boolean {
  if (button.kind !== 'checkout') return true;
  const words = button.product ? label.split(button.product).join(' ') : label;
  return !CALL_WORDS.test(words);
}
