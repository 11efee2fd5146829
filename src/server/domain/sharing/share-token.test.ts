import { describe, expect, it } from 'vitest';
import { isShareTokenFormat } from '../../../model/share-token';
import { newShareToken } from './share-links';

describe('newShareToken', () => {
  it('makes 32-character tokens in the share link format, a new one each time', () => {
    const tokens = Array.from({ length: 20 }, newShareToken);
    for (const token of tokens) {
      expect(token).toHaveLength(32);
      expect(isShareTokenFormat(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
