import { z } from 'zod';

/** How many random bytes a new share link's token carries: 192 bits, 32 base64url characters. */
export const SHARE_TOKEN_BYTES = 24;

/** What a share token may look like (base64url); wider than new tokens, so older links still open. */
export const SHARE_TOKEN_FORMAT = '[A-Za-z0-9_-]{20,64}';
const pattern = new RegExp(`^${SHARE_TOKEN_FORMAT}$`);

export const shareTokenSchema = z.string().regex(pattern, 'is not a share link token');

export function isShareTokenFormat(value: string): boolean {
  return pattern.test(value);
}
