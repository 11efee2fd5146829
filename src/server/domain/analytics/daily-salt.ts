import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Day } from '../../../model/analytics/date-range';
import type { Db } from '../../db/database';
import { analyticsSalts } from '../../db/schema';

/**
 * The day's secret visitor hashes are made with: made by whichever process needs it first and
 * shared through the database, so every process counts a visitor once. It is dropped when the day
 * is over (dropOldSalts), after which nobody can tell whether two days' visitors were the same.
 */
export async function saltFor(db: Db, day: Day): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`No analytics salt for ${day}`);
  return row.salt;
}

export async function dropOldSalts(db: Db, today: Day): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
}
