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
import type { ElementContent } from '../../../model/element-content';
import type { WebsiteSettings } from '../../../model/settings';
import type { ElementStyles } from '../../../model/styles';
import { moment, timestamps } from './columns';
import { pages } from './pages';

/** A coach's websites, their sections and their elements: the draft the builder edits. */
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
    /** The content schema version `settings` is written in (see src/model/content-versions). */
    settingsVersion: integer('settings_version').notNull().default(1),
    /** The live page's address, /s/{slug}; set on first publish, editable, unique. */
    slug: text('slug'),
    /** The publication visitors see; null when unpublished. */
    livePublicationId: integer('live_publication_id'),
    publishedAt: moment('published_at'),
    /** Whether /s/{slug} keeps answering once a primary own domain is live (issue 37). */
    keepOwnAddress: boolean('keep_own_address').notNull().default(false),
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
    /** The page it is on (issue 38); the home page's header and footer are drawn on every page. */
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    order: integer('order').notNull(),
    title: text('title'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('sections_website_idx').on(t.websiteId, t.order),
    index('sections_page_idx').on(t.pageId, t.order),
  ],
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
    /** The content schema version `content` is written in (see src/model/content-versions). */
    contentVersion: integer('content_version').notNull().default(1),
    styles: jsonb('styles')
      .$type<ElementStyles>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('elements_section_idx').on(t.sectionId, t.order)],
);
