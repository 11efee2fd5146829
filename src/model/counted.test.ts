import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('says one thing in the singular and any other number in the plural', () => {
    expect(counted(1, 'lead')).toBe('1 lead');
    expect(counted(0, 'lead')).toBe('0 leads');
    expect(counted(2, 'story', 'stories')).toBe('2 stories');
    expect(counted(1, 'story', 'stories')).toBe('1 story');
  });
});
