import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { releasedSlugs } from '../../db/schema';

/** How long an address given up stays its former owner's alone. */
export const SLUG_HOLD_DAYS = 30;

const holdStart = sql`now() - make_interval(days => ${SLUG_HOLD_DAYS}::int)`;

/** Keeps an address the coach gave up (website deleted, address changed) for them alone for a while. */
export async function releaseSlug(db: Db, slug: string, userId: number): Promise<void> {
  await db.delete(releasedSlugs).where(lt(releasedSlugs.releasedAt, holdStart));
  await db
    .insert(releasedSlugs)
    .values({ slug, userId })
    .onConflictDoUpdate({
      target: releasedSlugs.slug,
      set: { userId, releasedAt: sql`now()` },
    });
}

/** Whether another coach gave this address up less than SLUG_HOLD_DAYS ago. */
export async function heldForAnother(db: Db, slug: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ slug: releasedSlugs.slug })
    .from(releasedSlugs)
    .where(
      and(
        eq(releasedSlugs.slug, slug),
        ne(releasedSlugs.userId, userId),
        gt(releasedSlugs.releasedAt, holdStart),
      ),
    );
  return row !== undefined;
}

/** A website has taken the address (its former owner, or anyone once the hold is over). */
export async function forgetRelease(db: Db, slug: string): Promise<void> {
  await db.delete(releasedSlugs).where(eq(releasedSlugs.slug, slug));
}
