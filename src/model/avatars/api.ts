import { z } from 'zod';
import { idSchema } from '../ids';
import { AVATAR_READ_ONLY, avatarInputSchema, type Avatar } from './avatar';

/** GET /api/avatars: the coach's avatars in the order they were created, and which is current. */
export type AvatarsAnswer = { avatars: Avatar[]; currentId: number | null };

const avatarKeys: ReadonlySet<string> = new Set([
  ...Object.keys(avatarInputSchema.shape),
  ...AVATAR_READ_ONLY,
]);

/** An avatar as GET /api/avatars/current answered it: named by its id, the rest read-only here. */
const answeredAvatarSchema = z.looseObject({ id: idSchema }).superRefine((avatar, ctx) => {
  const unknown = Object.keys(avatar).filter((key) => !avatarKeys.has(key));
  if (unknown.length > 0) ctx.addIssue({ code: 'unrecognized_keys', keys: unknown, input: avatar });
});

/**
 * PUT /api/avatars/current: `{ avatarId }`, or the answer of GET /api/avatars/current sent back
 * (issue 23), `{ avatar }`, which chooses that avatar by its id (its other fields are not changed
 * here: PUT /api/avatars/{id} does that). When both are sent, `avatarId` is the one kept.
 */
export const currentAvatarInputSchema = z
  .strictObject({
    avatarId: idSchema.nullable().optional(),
    avatar: answeredAvatarSchema.nullable().optional(),
  })
  .transform(({ avatarId, avatar }, ctx) => {
    if (avatarId !== undefined) return { avatarId };
    if (avatar !== undefined) return { avatarId: avatar?.id ?? null };
    ctx.addIssue({ code: 'custom', path: ['avatarId'], message: 'is required' });
    return z.NEVER;
  });

/** GET and PUT /api/avatars/current */
export type CurrentAvatarAnswer = { avatar: Avatar | null };
