import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ElementContent } from '../../model/element-content';
import type { WebsiteSettings } from '../../model/settings';
import type { ElementStyles } from '../../model/styles';
import type { Website } from '../../model/website';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const websites = pgTable(
  'websites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    domain: text('domain'),
    template: text('template').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    settings: jsonb('settings')
      .$type<WebsiteSettings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    /** The live page's address, /s/{slug}; set on first publish, editable, unique. */
    slug: text('slug'),
    /** The publication visitors see; null when unpublished. */
    livePublicationId: integer('live_publication_id'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('websites_user_idx').on(t.userId, t.id),
    uniqueIndex('websites_slug_idx').on(t.slug),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    order: integer('order').notNull(),
    title: text('title'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('sections_website_idx').on(t.websiteId, t.order)],
);

export const elements = pgTable(
  'elements',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    order: integer('order').notNull(),
    content: jsonb('content')
      .$type<ElementContent>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    styles: jsonb('styles')
      .$type<ElementStyles>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('elements_section_idx').on(t.sectionId, t.order)],
);

/** A published version: the content as it was (the version history) and the page rendered from it. */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<Website>().notNull(),
    /** The page body rendered in 'public' mode; the document shell is added when it is served. */
    body: text('body').notNull(),
    /** The coach's name for this version; a named version is kept however many come after it. */
    label: text('label'),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('publications_website_number_idx').on(t.websiteId, t.number)],
);

/**
 * Live page addresses given up (website deleted, address changed): for 30 days only their former
 * owner may take them, so old links and QR codes never show a stranger's page.
 */
export const releasedSlugs = pgTable('released_slugs', {
  slug: text('slug').primaryKey(),
  userId: integer('user_id').notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Read-only links to a website's current draft, /p/{token}. */
export const shareLinks = pgTable(
  'share_links',
  {
    token: text('token').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('share_links_website_idx').on(t.websiteId)],
);

/** Coaches (and their assistants) who sign in. Email is kept lowercased; unique. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** scrypt$N$r$p$salt$hash: never the password itself. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** Signed-in browsers. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every app process on one database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Answers already given to a request the client marked with an Idempotency-Key, so that a retry
 * after a lost answer gets the same answer instead of doing the work twice. Kept for a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** "METHOD /path" the key was first used for. */
    request: text('request').notNull(),
    status: integer('status').notNull(),
    answer: jsonb('answer').$type<unknown>(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_age_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Links sent by email to set a new password. The link holds a random token; only its SHA-256 is
 * stored. A link works once, until `expiresAt`; setting a password ends every other link too.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
