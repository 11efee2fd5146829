import { describe, expect, it } from 'vitest';
import { slugify, slugSchema } from './slug';

describe('slugs', () => {
  it.each([
    ['Thrive with Maya!', 'thrive-with-maya'],
    ['  Café Crème — Coaching  ', 'cafe-creme-coaching'],
    ['!!!', 'site'],
    ['x'.repeat(80), 'x'.repeat(60)],
  ])('%j becomes %j, a valid slug', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slugSchema.safeParse(slugify(name)).success).toBe(true);
  });

  it.each(['Has Caps', 'double--hyphen', '-leading', 'trailing-', 'sp ace', '../etc'])(
    'refuses %j',
    (slug) => {
      expect(slugSchema.safeParse(slug).success).toBe(false);
    },
  );
});
