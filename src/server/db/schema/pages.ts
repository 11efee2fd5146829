import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PageSeo } from '../../../model/pages';
import type { PostState } from '../../../model/posts';
import { moment, timestamps } from './columns';
import { websites } from './websites';

/**
 * A website's pages (issue 38): the home page and up to MAX_PAGES_PER_WEBSITE more. Every section
 * belongs to one page; the home page's header and footer sections are drawn on every page.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The page's address under the website's: /s/{address}/{slug}; the home page answers at /s/{address}. */
    slug: text('slug').notNull(),
    order: integer('order').notNull(),
    isHome: boolean('is_home').notNull().default(false),
    /** Whether the header's navigation links to it. */
    inNav: boolean('in_nav').notNull().default(true),
    seo: jsonb('seo')
      .$type<PageSeo>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Addresses the page had before: each answers with a 301 to the page once published. */
    formerSlugs: jsonb('former_slugs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('pages_website_idx').on(t.websiteId, t.order),
    uniqueIndex('pages_website_slug_idx').on(t.websiteId, t.slug),
    uniqueIndex('pages_website_home_idx')
      .on(t.websiteId)
      .where(sql`${t.isHome}`),
  ],
);

/**
 * A website's blog posts (issue 38). A post is live on its own (not part of a publication) once its
 * state is 'published' and the website is published; a scheduled one is published by a job at
 * `publishAt`. `body` is HTML already cleaned to the post allowlist (model/posts.ts).
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    coverUrl: text('cover_url'),
    body: text('body').notNull().default(''),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    author: text('author').notNull().default(''),
    state: text('state').$type<PostState>().notNull().default('draft'),
    /** When a scheduled post goes live (and, once it has, when it did). */
    publishAt: moment('publish_at'),
    /** The IANA time zone the coach scheduled in, to show the time as she chose it. */
    timeZone: text('time_zone'),
    publishedAt: moment('published_at'),
    formerSlugs: jsonb('former_slugs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The Content Hub item it was made from ('content:12', 'story:3'), if any. */
    source: text('source'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('posts_website_slug_idx').on(t.websiteId, t.slug),
    index('posts_website_live_idx').on(t.websiteId, t.state, t.publishedAt),
    index('posts_due_idx').on(t.state, t.publishAt),
  ],
);
