import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** Queues one coach's avatar changes in a transaction (the coach's row is locked until it ends). */
export async function lockCoach(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
