import { bookingFrameUrl } from '../booking-frame';
import type { WebsiteSettings } from '../settings';
import { parseWebAddress } from '../text';

/** The hosts of GoHighLevel's booking pages: calls booked there can be counted. */
const CRM_CALENDAR_HOSTS = ['leadconnectorhq.com', 'msgsndr.com', 'gohighlevel.com'];

/** Booking services coaches use, by host, named as their coaches know them. */
const CALENDAR_NAMES: [string, string][] = [
  ['calendly.com', 'Calendly'],
  ['acuityscheduling.com', 'Acuity Scheduling'],
  ['as.me', 'Acuity Scheduling'],
  ['cal.com', 'Cal.com'],
  ['tidycal.com', 'TidyCal'],
  ['youcanbook.me', 'YouCanBookMe'],
  ['savvycal.com', 'SavvyCal'],
  ['zcal.co', 'zcal'],
];

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The host of a booking page's address, without `www.`; null when it is not a web address. */
export function calendarHost(url: string): string | null {
  return (
    parseWebAddress(url)
      ?.hostname.toLowerCase()
      .replace(/^www\./, '') ?? null
  );
}

/**
 * The host of a website's booking calendar when it is not a GoHighLevel calendar (Calendly or any
 * other page): the calls booked there cannot be counted. Null when the website books through
 * GoHighLevel (its widget, a GoHighLevel booking link, or the built-in default).
 */
export function otherCalendarHost(settings: WebsiteSettings): string | null {
  const host = calendarHost(bookingFrameUrl(settings));
  if (!host) return null;
  return CRM_CALENDAR_HOSTS.some((domain) => within(host, domain)) ? null : host;
}

/** A booking page's host as a coach says it: 'Calendly' for calendly.com, else the host itself. */
export function calendarName(host: string): string {
  return CALENDAR_NAMES.find(([domain]) => within(host, domain))?.[1] ?? host;
}

/** Names in a sentence: 'Calendly', 'Calendly and TidyCal', 'a, b and c'. */
export function listed(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}

/**
 * What the analytics screens say of websites that book on another calendar: every website asked
 * about (`all`), or some of them when all websites are shown.
 */
export function otherCalendarsNote(
  others: readonly { website: string; host: string }[],
  all: boolean,
): string {
  const calendars = listed(others.map((o) => calendarName(o.host)));
  if (all) {
    return `Your calls are booked through ${calendars}, which Coachsite cannot count, so booked calls are not counted.`;
  }
  const pages = listed(others.map((o) => o.website));
  return `Calls booked through ${calendars} (${pages}) are not counted: only calls booked on a GoHighLevel calendar are.`;
}
