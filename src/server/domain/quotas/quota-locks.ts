import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

const COACH_WEBSITES = 7301;
const WEBSITE_CONTENT = 7302;
const COACH_LEADS = 7303;

/*
 * A quota check counts and then inserts; two requests at once would both count the same number and
 * both insert. Each check therefore first takes a lock on what it counts, held until its
 * transaction ends, so the second waits and counts the first one's rows. The locks are PostgreSQL
 * advisory locks rather than SELECT ... FOR UPDATE on the parent row: reorders, deletes and
 * restores lock child rows first and the website row after, so locking the website row first here
 * could deadlock with them, while advisory locks are taken by quota checks alone and so wait only
 * on each other. They must be taken inside a transaction (outside one they end with the statement).
 */

/** Serialises website creation for one coach. */
export async function lockCoachWebsites(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${COACH_WEBSITES}::int, ${userId}::int)`);
}

/** Serialises adding sections and elements (and restoring a version) in one website. */
export async function lockWebsiteContent(tx: Db, websiteId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${WEBSITE_CONTENT}::int, ${websiteId}::int)`);
}

/** Serialises storing a coach's leads, so that posts sent at once respect the hourly ceilings. */
export async function lockCoachLeads(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${COACH_LEADS}::int, ${userId}::int)`);
}
