import { and, eq } from 'drizzle-orm';
import { AVATAR_LIMITS, type Avatar, type AvatarFields } from '../../../model/avatars/avatar';
import type { Db } from '../../db/database';
import { avatars, currentAvatars } from '../../db/schema';
import { recordActivity } from '../activity/record-activity';
import { AppError } from '../../errors';
import { avatarFromRow, findOwnedAvatar } from './avatar-rows';
import { assertRoomToKeep } from '../room-to-keep';

/**
 * POST /api/avatars: keeps a new avatar. With no current avatar, the new one becomes current
 * (spec point 4), in the same transaction, so two first avatars saved at once leave one current.
 */
export async function createAvatar(db: Db, userId: number, fields: AvatarFields): Promise<Avatar> {
  return db.transaction(async (tx) => {
    await assertRoomToKeep(tx, userId, {
      table: avatars,
      owner: avatars.userId,
      max: AVATAR_LIMITS.perCoach,
      full: `You can keep up to ${AVATAR_LIMITS.perCoach} customer avatars. Delete one you no longer use to add another.`,
    });
    const [row] = await tx
      .insert(avatars)
      .values({ userId, name: fields.name, fields })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(currentAvatars).values({ userId, avatarId: row.id }).onConflictDoNothing();
    await recordActivity(tx, userId, 'avatar-created', row.name);
    return avatarFromRow(row);
  });
}

/** PUT /api/avatars/{id}: replaces the avatar's fields with what the form holds. */
export async function updateAvatar(
  db: Db,
  userId: number,
  avatarId: number,
  fields: AvatarFields,
): Promise<Avatar> {
  await findOwnedAvatar(db, userId, avatarId);
  const [row] = await db
    .update(avatars)
    .set({ name: fields.name, fields, updatedAt: new Date() })
    .where(and(eq(avatars.id, avatarId), eq(avatars.userId, userId)))
    .returning();
  if (!row) throw new AppError('not_found', 'Avatar not found');
  return avatarFromRow(row);
}
