import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { lockCoach } from './avatars/lock-coach';

/**
 * In a transaction: locks the coach's row (so two saves at once count each other) and refuses with
 * a 409 saying `full` when the coach already keeps `max` rows of `table`.
 */
export async function assertRoomToKeep(
  tx: Db,
  userId: number,
  kept: { table: PgTable; owner: AnyPgColumn; max: number; full: string },
): Promise<void> {
  await lockCoach(tx, userId);
  const [row] = await tx.select({ n: count() }).from(kept.table).where(eq(kept.owner, userId));
  if ((row?.n ?? 0) >= kept.max) throw new AppError('conflict', kept.full);
}
