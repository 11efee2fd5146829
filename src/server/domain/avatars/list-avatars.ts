import type { AvatarsAnswer } from '../../../model/avatars/api';
import type { Db } from '../../db/database';
import { avatarFromRow, avatarRowsOf } from './avatar-rows';
import { currentAvatarId } from './current-avatar';

/** GET /api/avatars */
export async function listAvatars(db: Db, userId: number): Promise<AvatarsAnswer> {
  const [rows, currentId] = await Promise.all([
    avatarRowsOf(db, userId),
    currentAvatarId(db, userId),
  ]);
  return { avatars: rows.map(avatarFromRow), currentId };
}
