import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../errors';

export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * Counts one attempt against a fixed window, in one atomic statement on the shared database, so
 * every app process sees the same count. Past `max` in the window: 429 with the seconds to wait.
 */
export async function takeAttempt(db: Db, { key, max, windowSeconds }: Limit): Promise<void> {
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
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  if (row && row.count > max) {
    throw new AppError(
      'too_many_requests',
      'Too many attempts. Please wait a minute and try again.',
      undefined,
      {
        retryAfterSeconds: Math.max(1, Number(row.retryAfter)),
      },
    );
  }
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
