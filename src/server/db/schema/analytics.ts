import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/*
 * Content Analytics (decision 019): published pages are counted as they are served, into one row
 * per website and day (and per referrer and campaign), written in batches. No address, cookie or
 * User-Agent is stored: a visitor is a salted hash that lives for the day it was made on.
 */

const websiteId = () =>
  integer('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' });
const day = () => date('day', { mode: 'string' }).notNull();
const count = (name: string) => integer(name).notNull().default(0);

export const pageViewDays = pgTable(
  'page_view_days',
  {
    websiteId: websiteId(),
    day: day(),
    views: count('views'),
    /** Different visitors that day (each counted once a day). */
    visitors: count('visitors'),
    mobile: count('mobile'),
    tablet: count('tablet'),
    desktop: count('desktop'),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day] })],
);

export const pageReferrerDays = pgTable(
  'page_referrer_days',
  { websiteId: websiteId(), day: day(), host: text('host').notNull(), views: count('views') },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.host] })],
);

/**
 * Views per address the page was served on (issue 37): one of the website's own domains (ASCII, as
 * stored), or '' for the service's address (/s/{slug}); a day's rows add up to its views.
 */
export const pageDomainDays = pgTable(
  'page_domain_days',
  { websiteId: websiteId(), day: day(), domain: text('domain').notNull(), views: count('views') },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.domain] })],
);

/**
 * Views per path the page was served at, under the website's address (issue 38): '' for the home
 * page, '/{page}' for another page, '/blog', '/blog/{post}' and '/blog/tag/{tag}' for the blog; a
 * day's rows add up to its views.
 */
export const pagePathDays = pgTable(
  'page_path_days',
  { websiteId: websiteId(), day: day(), path: text('path').notNull(), views: count('views') },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.path] })],
);

export const pageCampaignDays = pgTable(
  'page_campaign_days',
  {
    websiteId: websiteId(),
    day: day(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    views: count('views'),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.source, t.medium, t.campaign] })],
);

/** Today's visitors, as hashes that cannot be turned back into anyone; earlier days are dropped. */
export const pageVisitors = pgTable(
  'page_visitors',
  { websiteId: websiteId(), day: day(), visitor: text('visitor').notNull() },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.visitor] })],
);

/** The secret each day's visitor hashes are made with, shared by every app process; dropped after the day. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
