import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isShareTokenFormat, SHARE_TOKEN_BYTES, shareTokenSchema } from './share-token';

describe('share token format', () => {
  it('accepts the tokens the server makes', () => {
    const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
    expect(token).toHaveLength(32);
    expect(isShareTokenFormat(token)).toBe(true);
    expect(shareTokenSchema.safeParse(token).success).toBe(true);
  });

  it.each(['short', 'a'.repeat(65), `${'a'.repeat(30)}/x`, `${'a'.repeat(30)}.x`, ''])(
    'refuses %j',
    (token) => {
      expect(isShareTokenFormat(token)).toBe(false);
      expect(shareTokenSchema.safeParse(token).error?.issues[0]?.message).toBe(
        'is not a share link token',
      );
    },
  );
});
