import { describe, expect, it } from 'vitest';
import { isShareTokenFormat, shareTokenSchema } from './share-token';

describe('share token format', () => {
  it('accepts base64url tokens such as the server makes', () => {
    const token = 'q3Vd7-xY_0pLmN2aB4cD6eF8gH1iJ5kZ';
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
