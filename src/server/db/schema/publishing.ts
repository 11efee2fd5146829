import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Website } from '../../../model/website';
import { moment, timestamps } from './columns';
import { websites } from './websites';

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
    /** The content schema version the snapshot is written in (see src/model/content-versions). */
    contentVersion: integer('content_version').notNull().default(1),
    /** The page body rendered in 'public' mode; the document shell is added when it is served. */
    body: text('body').notNull(),
    /** Which renderer drew `body` (its fingerprint); another one re-renders it from the snapshot. */
    renderedWith: text('rendered_with').notNull().default(''),
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
  releasedAt: moment('released_at').notNull().defaultNow(),
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
    revokedAt: moment('revoked_at'),
  },
  (t) => [index('share_links_website_idx').on(t.websiteId)],
);
