import { eq } from 'drizzle-orm';
import type { Avatar } from '../../../model/avatars/avatar';
import type { Db } from '../../db/database';
import { avatars, currentAvatars } from '../../db/schema';
import { avatarFromRow, findOwnedAvatar } from './avatar-rows';

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
  await findOwnedAvatar(db, userId, avatarId);
  await db
    .insert(currentAvatars)
    .values({ userId, avatarId })
    .onConflictDoUpdate({ target: currentAvatars.userId, set: { avatarId } });
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
