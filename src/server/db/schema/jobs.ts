import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, timestamps } from './columns';

/**
 * Background work (src/server/jobs): a row per job to run, claimed by one app process at a time
 * (`FOR UPDATE SKIP LOCKED`) for a lease; a process that dies lets its lease run out and another
 * takes the job. A job with a `key` exists once while it waits (republish at start, say).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** At most one waiting job per key (null: no such limit). */
    key: text('key'),
    payload: jsonb('payload')
      .$type<unknown>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: moment('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Who holds the job and until when; null while it waits. */
    lockedBy: text('locked_by'),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    doneAt: moment('done_at'),
    /**
     * The coach whose work this is (null: the installation's own, as republish): a process runs
     * only a few of one coach's jobs at once, taking turns between coaches (runner.ts).
     */
    coachId: integer('coach_id'),
    /** Whom the job talks to (`webhook:12`): a process runs one job per lane at a time. */
    lane: text('lane'),
    ...timestamps,
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at is null`),
    uniqueIndex('jobs_waiting_key_idx')
      .on(t.key)
      .where(sql`done_at is null`),
  ],
);
