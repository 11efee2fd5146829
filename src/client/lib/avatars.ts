import { z } from 'zod';

/** Spec point 3: avatars live in the browser's local storage, under a key for the list and one for the current avatar. */
export const AVATARS_KEY = 'coachsite.customerAvatars';
export const CURRENT_AVATAR_KEY = 'coachsite.currentAvatar';

const avatarSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  demographics: z
    .object({
      profession: z.string().optional(),
      occupation: z.string().optional(),
      age: z.union([z.string(), z.number()]).optional(),
      location: z.string().optional(),
      businessStage: z.string().optional(),
      industry: z.string().optional(),
    })
    .loose()
    .optional(),
});

export type Avatar = z.infer<typeof avatarSchema>;

/** The current avatar, or null when none is chosen (or what is stored cannot be read). */
export function readCurrentAvatar(storage: Storage = window.localStorage): Avatar | null {
  try {
    const raw = storage.getItem(CURRENT_AVATAR_KEY);
    if (!raw) return null;
    const parsed = avatarSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
