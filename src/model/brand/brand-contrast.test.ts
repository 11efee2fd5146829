import { describe, expect, it } from 'vitest';
import { brandKitSchema } from './brand-kit';
import { brandTextPairs } from './brand-contrast';

const colours = (colors: Record<string, string>) => brandKitSchema.parse({ colors }).colors;

describe('the colour pairs a brand kit uses for text', () => {
  it('are body text, the headline and the button, each with its contrast', () => {
    const pairs = brandTextPairs(
      colours({ primary: '#0f766e', accent: '#ff6f61', text: '#1f2937', background: '#ffffff' }),
    );
    expect(pairs.map((p) => [p.use, p.foreground, p.background, p.low])).toEqual([
      ['Body text', '#1f2937', '#ffffff', false],
      ['Headline', '#0f766e', '#ffffff', false],
      ['Button', '#ffffff', '#ff6f61', true],
    ]);
    expect(pairs[2]?.ratio).toBeCloseTo(2.73, 2);
  });

  it('use what the preview draws where a colour is unset or half typed', () => {
    const pairs = brandTextPairs(colours({ primary: '', accent: '', background: '#0f172a' }));
    // Dark text on a dark background: the headline (the text colour, without a primary) too.
    expect(pairs.map((p) => p.low)).toEqual([true, true, false]);
    const typing = brandTextPairs({ ...colours({}), accent: '#ff6' });
    expect(typing[2]?.background).toBe('#4f46e5');
  });
});
