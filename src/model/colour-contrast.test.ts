import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, readableText, relativeLuminance } from './colour-contrast';

describe('colour contrast (WCAG 2)', () => {
  it('runs from 1:1 for one colour to 21:1 for black on white, in either order', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1);
  });

  it('gives the published ratios of known pairs', () => {
    // WebAIM's contrast checker: white on #767676 is 4.54:1, the lightest grey passing AA.
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
    // White on a coral accent: far under 4.5:1.
    expect(contrastRatio('#ffffff', '#ff6f61')).toBeCloseTo(2.73, 2);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('says whether text is readable at normal size (4.5:1 or more)', () => {
    expect(readableText('#ffffff', '#767676')).toBe(true);
    expect(readableText('#ffffff', '#777777')).toBe(false);
    expect(readableText('#ffffff', '#ff6f61')).toBe(false);
    expect(readableText('#0f172a', '#ffffff')).toBe(true);
  });

  it('answers nothing for what is not a #rrggbb colour', () => {
    expect(contrastRatio('', '#ffffff')).toBeNull();
    expect(contrastRatio('#fff', '#000000')).toBeNull();
    expect(contrastRatio('red', '#000000')).toBeNull();
    expect(readableText('', '#ffffff')).toBe(false);
  });

  it('reads a ratio rounded down, so a ratio just under 4.5 never reads as 4.50', () => {
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(2.7287)).toBe('2.72:1');
  });
});
