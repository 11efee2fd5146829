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
import { users } from './accounts';
import { moment, timestamps } from './columns';
import { websites } from './websites';

/**
 * A coach's own domain on one of her websites (issue 37, decision 027). Several accounts may add
 * the same name while they wait; it is served for the one whose TXT record proved it
 * (`verified_at` set), and only one account at a time can hold it so: the unique index below.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Lower case, punycode for an internationalised name (model/domains/domain-name.ts). */
    domain: text('domain').notNull(),
    /** What the `_coachsite-challenge` TXT record must hold: this claim's own secret. */
    token: text('token').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** What the last check found: waiting, failing or verified. */
    checkState: text('check_state').$type<'waiting' | 'failing' | 'verified'>().notNull(),
    /** Why it waits or fails, in the coach's words (check-dns.ts). */
    reasons: jsonb('reasons')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    checkedAt: moment('checked_at'),
    /** Checks in a row that did not verify it, for the back-off. */
    checksFailed: integer('checks_failed').notNull().default(0),
    nextCheckAt: moment('next_check_at').notNull().defaultNow(),
    /** Set while the domain is hers and served; cleared after 3 failed days (or never set). */
    verifiedAt: moment('verified_at'),
    /** The first failed daily check of a verified domain: served until 3 days after. */
    failingSince: moment('failing_since'),
    /** When the HTTPS engine first asked for its certificate (/internal/tls/ask). */
    certificateAskedAt: moment('certificate_asked_at'),
    /** When a visitor first came over HTTPS. */
    liveAt: moment('live_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('custom_domains_verified_idx')
      .on(t.domain)
      .where(sql`verified_at is not null`),
    uniqueIndex('custom_domains_website_domain_idx').on(t.websiteId, t.domain),
    index('custom_domains_user_idx').on(t.userId),
    index('custom_domains_due_idx').on(t.nextCheckAt),
  ],
);
