import { and, eq, gt, inArray, like, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../errors';

export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * The longest window a counter may count over. A counter whose window started longer ago than
 * this is over for every limit there is, and is forgotten (`forgetEndedCounters`).
 */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Rows whose key starts with this are not counters but something remembered for days (the
 * addresses an account signs in from, sign-in-limits.ts): forgotten `rememberDays` after they were
 * last written.
 */
export const REMEMBERED = 'remembered:';

function checkWindow(windowSeconds: number): void {
  if (!(windowSeconds > 0 && windowSeconds <= LONGEST_WINDOW_SECONDS)) {
    throw new Error(
      `A rate limit's window is 1 to ${LONGEST_WINDOW_SECONDS} seconds, not ${windowSeconds}`,
    );
  }
}

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
  checkWindow(windowSeconds);
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
  checkWindow(windowSeconds);
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

/**
 * Deletes counters whose window is over (started more than LONGEST_WINDOW_SECONDS ago) and
 * remembered rows not written for `rememberDays`, `batch` rows at a time, up to `batches` batches.
 * Safe with several processes at once: a row another one is deleting is skipped, not waited for.
 * Answers how many rows it deleted.
 */
export async function forgetEndedCounters(
  db: Db,
  {
    rememberDays,
    batch = 1000,
    batches = 100,
  }: { rememberDays: number; batch?: number; batches?: number },
): Promise<number> {
  let forgotten = 0;
  for (let n = 0; n < batches; n += 1) {
    const ended = db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        or(
          and(
            not(like(rateLimits.key, `${REMEMBERED}%`)),
            lt(
              rateLimits.windowStart,
              sql`now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`,
            ),
          ),
          lt(rateLimits.windowStart, sql`now() - make_interval(days => ${rememberDays})`),
        ),
      )
      .limit(batch)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(rateLimits)
      .where(inArray(rateLimits.key, ended))
      .returning({ key: rateLimits.key });
    forgotten += deleted.length;
    if (deleted.length < batch) break;
  }
  return forgotten;
}
