import { NO_AVATAR_MESSAGE } from '../../../model/ai/api';
import type { AvatarFields } from '../../../model/avatars/avatar';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { avatarFromRow, findOwnedAvatar } from '../avatars/avatar-rows';
import { readCurrentAvatar } from '../avatars/current-avatar';

/** The avatar copy is written for: a kept one (with its id) or one sent whole. */
export type GenerationAvatar = { fields: AvatarFields; id: number | null; name: string };

function kept({
  id,
  createdAt: _c,
  updatedAt: _u,
  ...fields
}: ReturnType<typeof avatarFromRow>): GenerationAvatar {
  return { fields, id, name: fields.name };
}

/**
 * `avatar` as the AI calls take it: an id of one of the coach's avatars, the avatar itself, or
 * nothing for the current one. With none: 400 'Please create or select a customer avatar first'.
 */
export async function generationAvatar(
  db: Db,
  userId: number,
  ref: number | AvatarFields | undefined,
): Promise<GenerationAvatar> {
  if (typeof ref === 'number') return kept(avatarFromRow(await findOwnedAvatar(db, userId, ref)));
  if (ref) return { fields: ref, id: null, name: ref.name };
  const current = await readCurrentAvatar(db, userId);
  if (!current) throw new AppError('bad_request', NO_AVATAR_MESSAGE, { avatar: 'is required' });
  return kept(current);
}

/** The avatar named by id, else the current one, else none (for calls that can write without). */
export async function optionalGenerationAvatar(
  db: Db,
  userId: number,
  id: number | null,
): Promise<GenerationAvatar | null> {
  if (id !== null) return generationAvatar(db, userId, id);
  const current = await readCurrentAvatar(db, userId);
  return current ? kept(current) : null;
}
