import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../errors';

export type Limit = { key: string; max: number; windowSeconds: number };

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    'too_many_requests',
    'Too many attempts. Please wait a minute and try again.',
    undefined,
    { retryAfterSeconds: Math.max(1, retryAfterSeconds) },
  );

/**
 * Counts one attempt against a fixed window, in one atomic statement on the shared database, so
 * every app process sees the same count. Answers the count in the window (this attempt included)
 * and the seconds (with fractions) until the window ends.
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; secondsLeft: number }> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= now() - ${window} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= now() - ${window} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`extract(epoch from (${rateLimits.windowStart} + ${window} - now()))::float8`,
    });
  return { count: row?.count ?? 1, secondsLeft: Math.max(0, Number(row?.secondsLeft ?? 0)) };
}

/** Counts one attempt; past `max` in the window: 429 with the seconds to wait. */
export async function takeAttempt(db: Db, { key, max, windowSeconds }: Limit): Promise<void> {
  const { count, secondsLeft } = await countAttempt(db, key, windowSeconds);
  if (count > max) throw tooManyAttempts(Math.ceil(secondsLeft));
}

/** The attempts counted under `key` in its current window, without counting one. */
export async function attemptsSoFar(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.count ?? 0;
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
