import { eq } from 'drizzle-orm';
import type { Avatar } from '../../../model/avatars/avatar';
import type { Db } from '../../db/database';
import { avatars, currentAvatars } from '../../db/schema';
import { avatarFromRow, findOwnedAvatar } from './avatar-rows';
import { lockCoach } from './lock-coach';

/** The id of the coach's current avatar, or null. */
export async function currentAvatarId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ avatarId: currentAvatars.avatarId })
    .from(currentAvatars)
    .where(eq(currentAvatars.userId, userId));
  return row?.avatarId ?? null;
}

/** GET /api/avatars/current: the current avatar, or null when there is none. */
export async function readCurrentAvatar(db: Db, userId: number): Promise<Avatar | null> {
  const [row] = await db
    .select({ avatar: avatars })
    .from(currentAvatars)
    .innerJoin(avatars, eq(avatars.id, currentAvatars.avatarId))
    .where(eq(currentAvatars.userId, userId));
  return row ? avatarFromRow(row.avatar) : null;
}

/** Makes one of the coach's avatars current (or none, with null). */
export async function setCurrentAvatar(
  db: Db,
  userId: number,
  avatarId: number | null,
): Promise<void> {
  if (avatarId === null) {
    await db.delete(currentAvatars).where(eq(currentAvatars.userId, userId));
    return;
  }
  // Under the coach's lock, so an avatar deleted at the same moment is a 404, not a broken row.
  await db.transaction(async (tx) => {
    await lockCoach(tx, userId);
    await findOwnedAvatar(tx, userId, avatarId);
    await tx
      .insert(currentAvatars)
      .values({ userId, avatarId })
      .onConflictDoUpdate({ target: currentAvatars.userId, set: { avatarId } });
  });
}

/** PUT /api/avatars/current: answers the avatar now current. */
export async function chooseAvatar(
  db: Db,
  userId: number,
  avatarId: number | null,
): Promise<Avatar | null> {
  await setCurrentAvatar(db, userId, avatarId);
  return readCurrentAvatar(db, userId);
}
