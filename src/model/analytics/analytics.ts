import { z } from 'zod';
import { idSchema } from '../ids';
import { daysIn, isDay, type Day } from './date-range';
import type { DeviceClass } from './device-class';

/** The longest window one analytics answer covers. */
export const MAX_ANALYTICS_DAYS = 366;

const daySchema = z
  .string({ error: 'must be a date (YYYY-MM-DD)' })
  .refine(isDay, 'must be a date (YYYY-MM-DD)');

/** GET /api/analytics and /api/analytics.csv: `from` and `to` are both counted. */
export const analyticsQuerySchema = z
  .strictObject({
    // `websiteId=` left empty asks about every website, as leaving it out does.
    websiteId: z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional()),
    from: daySchema,
    to: daySchema,
  })
  .superRefine((query, ctx) => {
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    } else if (daysIn(query.from, query.to) > MAX_ANALYTICS_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be within ${MAX_ANALYTICS_DAYS} days of from`,
      });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export type DayFigures = {
  date: Day;
  views: number;
  visitors: number;
  leads: number;
  bookings: number;
};

/**
 * Whether booked calls could be counted: the coach's GoHighLevel answered, is not connected yet,
 * or could not be reached (the other figures are still right), or the website asked about books
 * its calls on another calendar (Calendly or any other page), which cannot be counted: every
 * website asked about does (`otherCalendars` names them).
 */
export type BookingsSource =
  | 'crm'
  | 'not-connected'
  | 'unavailable'
  | 'other-calendar'
  /** The connected CRM (HubSpot) has no calendars Coachsite reads. */
  | 'no-calendars';

/** A website whose booking calendar is not GoHighLevel's: its booked calls are not counted. */
export type OtherCalendar = { websiteId: number; website: string; host: string };

export type AnalyticsAnswer = {
  from: Day;
  to: Day;
  websiteId: number | null;
  views: number;
  /** Visitors counted once per day each (no cookies: a new day is a new visitor). */
  visitors: number;
  leads: number;
  bookings: number;
  bookingsSource: BookingsSource;
  /**
   * The websites asked about whose calls are booked on another calendar: with `bookingsSource`
   * 'other-calendar' all of them; otherwise the calls booked there are missing from `bookings`.
   */
  otherCalendars: OtherCalendar[];
  series: DayFigures[];
  referrers: { host: string; count: number }[];
  campaigns: { source: string; medium: string; campaign: string; count: number }[];
  devices: { device: DeviceClass; count: number }[];
  /**
   * Views by the address the pages were served on, most first (issue 37): one of the coach's own
   * domains, in Unicode as she typed it, or `SERVICE_ADDRESS` for this service's /s/{slug}. They
   * add up to `views`.
   */
  addresses: AddressViews[];
  /**
   * Views by page, most first (issue 38): the website's pages and its blog (the list, each post, each
   * tag's list), named as the coach knows them; at most `MAX_PATHS_LISTED`.
   */
  paths: PathViews[];
};

/** What a path under a website's address is: one of its pages, its blog's list, a post, a tag's list. */
export type PathKind = 'page' | 'blog' | 'post' | 'tag';

/**
 * The views one path had: `name` is the page's or post's title ('Blog', 'Tag: {tag}'), or the path
 * itself when that page or post is gone; `website` is the website's name (the answer may cover all).
 */
export type PathViews = {
  websiteId: number;
  website: string;
  /** Under the website's address: '' for the home page, '/about', '/blog/{post}'. */
  path: string;
  kind: PathKind;
  name: string;
  views: number;
};

/** The most paths one answer lists (a website has 21 pages at most by default, and its posts). */
export const MAX_PATHS_LISTED = 100;

/** The views a page had on one address. */
export type AddressViews = { address: string; views: number };

/** The address of views on this service's own /s/{slug} rather than on one of the coach's domains. */
export const SERVICE_ADDRESS = '';

/** How many of `of` became `count`, as a whole percentage with one decimal; null when none came in. */
export function conversionRate(count: number, of: number): number | null {
  if (of <= 0) return null;
  return Math.round((count / of) * 1000) / 10;
}

/** The referrer a visit without one is listed under. */
export const DIRECT = '(direct)';
