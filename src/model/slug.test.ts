import { describe, expect, it } from 'vitest';
import { numberedSlug, slugFormatSchema, slugify, slugSchema } from './slug';

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

describe('addresses a coach may choose', () => {
  it.each(['admin', 'api', 'login', 'www', 'coachsite', 's', 'p', 'null'])(
    'refuses the reserved %j with a reason the address form shows',
    (slug) => {
      const result = slugSchema.safeParse(slug);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('is reserved; choose another address');
      expect(slugFormatSchema.safeParse(slug).success).toBe(true);
    },
  );

  it('accepts reserved words inside a longer address', () => {
    expect(slugSchema.safeParse('admin-2').success).toBe(true);
    expect(slugSchema.safeParse('coaching-login-help').success).toBe(true);
  });

  it('numbers an address without ever making a double hyphen or passing the maximum', () => {
    const base = `${'a'.repeat(57)}-bc`;
    expect(numberedSlug(base, 1)).toBe(base);
    const second = numberedSlug(base, 2);
    expect(second).toBe(`${'a'.repeat(57)}-2`);
    expect(slugSchema.safeParse(second).success).toBe(true);
    expect(numberedSlug('x'.repeat(60), 123)).toBe(`${'x'.repeat(56)}-123`);
  });
});
