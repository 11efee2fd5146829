import { z } from 'zod';
import { idSchema } from '../ids';
import type { Avatar } from './avatar';

/** GET /api/avatars: the coach's avatars in the order they were created, and which is current. */
export type AvatarsAnswer = { avatars: Avatar[]; currentId: number | null };

/** PUT /api/avatars/current */
export const currentAvatarInputSchema = z.strictObject({ avatarId: idSchema.nullable() });

/** GET and PUT /api/avatars/current */
export type CurrentAvatarAnswer = { avatar: Avatar | null };
