import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, timestamps } from './columns';
import { users } from './accounts';

/** Fixed-window counters for rate limits, shared by every app process on one database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: moment('window_start').notNull(),
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
