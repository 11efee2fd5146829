import { referrerHostOf } from '../../../model/referrer';
import { isbot } from 'isbot';
import { dayOf, type Day } from '../../../model/analytics/date-range';
import { DIRECT } from '../../../model/analytics/analytics';
import { deviceClass, type DeviceClass } from '../../../model/analytics/device-class';

export type Campaign = { source: string; medium: string; campaign: string };

/**
 * One view of a live page, as it waits in memory to be counted. The address and User-Agent are
 * only here until the batch is written, where they become a salted hash (record-visits.ts).
 */
export type Visit = {
  publicationId: number;
  day: Day;
  address: string;
  userAgent: string;
  referrerHost: string;
  campaign: Campaign | null;
  device: DeviceClass;
  /** The coach's own domain the page was served on (ASCII), or '' for /s/{slug}. */
  domain: string;
  /** The path under the website's address it was served at: '' for the home page, '/about', '/blog/{post}'. */
  path: string;
};

export type ServedPage = {
  publicationId: number;
  now: number;
  /** The visitor's address as the server sees it (after TRUST_PROXY). */
  address: string;
  headers: Record<string, string | string[] | undefined>;
  /** The query string the page was asked for with. */
  query: Record<string, unknown>;
  /** The host the page was served at: a referrer from it is the visitor moving around the site. */
  ownHost: string;
  /** The coach's own domain the page was served on (ASCII); absent for /s/{slug}. */
  domain?: string;
  /** The path under the website's address ('/about', '/blog'); absent for the home page. */
  path?: string;
};

const MAX_HOST = 253;
const MAX_UTM = 100;

function header(headers: ServedPage['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Browsers fetching a page the visitor has not opened (yet): not a view. */
function isPrefetch(headers: ServedPage['headers']): boolean {
  const { 'sec-purpose': secPurpose, purpose, 'x-moz': xMoz } = headers;
  // Most views name no purpose: nothing to put together and test.
  if (secPurpose === undefined && purpose === undefined && xMoz === undefined) return false;
  const named = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-moz')}`;
  return /prefetch|prerender/i.test(named);
}

function referrerHost(referer: string, ownHost: string): string {
  if (!referer) return DIRECT;
  return referrerHostOf(referer, ownHost).slice(0, MAX_HOST) || DIRECT;
}

function utm(value: unknown): string {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first.trim().slice(0, MAX_UTM) : '';
}

function campaignOf(query: ServedPage['query']): Campaign | null {
  const { utm_source: source, utm_medium: medium, utm_campaign: name } = query;
  // Most views come with no campaign: no object to make.
  if (source === undefined && medium === undefined && name === undefined) return null;
  const campaign = { source: utm(source), medium: utm(medium), campaign: utm(name) };
  return campaign.source || campaign.medium || campaign.campaign ? campaign : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day last counted on and the moments it spans: `dayOf` only when a view falls outside. */
let lastDay = { day: '', from: 0, to: 0 };

function dayOfView(now: number): Day {
  if (now < lastDay.from || now >= lastDay.to) {
    const day = dayOf(now);
    const from = Date.parse(`${day}T00:00:00Z`);
    lastDay = { day, from, to: from + DAY_MS };
  }
  return lastDay.day;
}

/**
 * What `isbot` and `deviceClass` (both pure) said of the User-Agents seen lately: null for a bot.
 * A browser sends the same one with every page; the map is emptied when it holds too many.
 */
const lately = new Map<string, DeviceClass | null>();
const MAX_LATELY = 1000;
const MAX_KEPT_AGENT = 512;

function deviceOf(userAgent: string): DeviceClass | null {
  let device = lately.get(userAgent);
  if (device === undefined) {
    device = isbot(userAgent) ? null : deviceClass(userAgent);
    // A User-Agent no browser sends (kilobytes long) is judged every time rather than kept.
    if (userAgent.length > MAX_KEPT_AGENT) return device;
    if (lately.size >= MAX_LATELY) lately.clear();
    lately.set(userAgent, device);
  }
  return device;
}

/** The visit a served page counts as, or null for bots, prefetches and browsers that give no name. */
export function visitOf(page: ServedPage): Visit | null {
  const userAgent = header(page.headers, 'user-agent');
  if (!userAgent) return null;
  const device = deviceOf(userAgent);
  if (device === null || isPrefetch(page.headers)) return null;
  return {
    publicationId: page.publicationId,
    day: dayOfView(page.now),
    address: page.address,
    userAgent,
    referrerHost: referrerHost(header(page.headers, 'referer'), page.ownHost),
    campaign: campaignOf(page.query),
    device,
    domain: page.domain ?? '',
    path: page.path ?? '',
  };
}
