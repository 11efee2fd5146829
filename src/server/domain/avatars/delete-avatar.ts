import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars, currentAvatars } from '../../db/schema';
import { findOwnedAvatar } from './avatar-rows';
import { lockCoach } from './lock-coach';

/**
 * DELETE /api/avatars/{id}. Deleting the current avatar makes the first remaining other one
 * current (in the order they were created), or none (spec point 4).
 */
export async function deleteAvatar(db: Db, userId: number, avatarId: number): Promise<void> {
  await findOwnedAvatar(db, userId, avatarId);
  await db.transaction(async (tx) => {
    await lockCoach(tx, userId);
    const [current] = await tx
      .select({ avatarId: currentAvatars.avatarId })
      .from(currentAvatars)
      .where(eq(currentAvatars.userId, userId));
    const wasCurrent = current?.avatarId === avatarId;
    // The current row goes with the avatar (on delete cascade).
    await tx.delete(avatars).where(and(eq(avatars.id, avatarId), eq(avatars.userId, userId)));
    if (!wasCurrent) return;
    const [next] = await tx
      .select({ id: avatars.id })
      .from(avatars)
      .where(and(eq(avatars.userId, userId), ne(avatars.id, avatarId)))
      .orderBy(asc(avatars.id))
      .limit(1);
    if (next) await tx.insert(currentAvatars).values({ userId, avatarId: next.id });
  });
}
