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
};

const MAX_HOST = 253;
const MAX_UTM = 100;

function header(headers: ServedPage['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Browsers fetching a page the visitor has not opened (yet): not a view. */
function isPrefetch(headers: ServedPage['headers']): boolean {
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-moz')}`;
  return /prefetch|prerender/i.test(purpose);
}

function referrerHost(referer: string, ownHost: string): string {
  return referrerHostOf(referer, ownHost).slice(0, MAX_HOST) || DIRECT;
}

function utm(query: ServedPage['query'], name: string): string {
  const value = query[`utm_${name}`];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim().slice(0, MAX_UTM) : '';
}

function campaignOf(query: ServedPage['query']): Campaign | null {
  const campaign = {
    source: utm(query, 'source'),
    medium: utm(query, 'medium'),
    campaign: utm(query, 'campaign'),
  };
  return campaign.source || campaign.medium || campaign.campaign ? campaign : null;
}

/** The visit a served page counts as, or null for bots, prefetches and browsers that give no name. */
export function visitOf(page: ServedPage): Visit | null {
  const userAgent = header(page.headers, 'user-agent');
  if (!userAgent || isbot(userAgent) || isPrefetch(page.headers)) return null;
  return {
    publicationId: page.publicationId,
    day: dayOf(page.now),
    address: page.address,
    userAgent,
    referrerHost: referrerHost(header(page.headers, 'referer'), page.ownHost),
    campaign: campaignOf(page.query),
    device: deviceClass(userAgent),
  };
}
