import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { styleClasses } from './element-styles';

describe('the coach’s style choices', () => {
  it('win over the template’s classes at every breakpoint', () => {
    const merged = cn(
      'text-3xl md:text-6xl lg:text-7xl font-bold text-left',
      styleClasses({ fontSize: 'xl', textAlign: 'center' }),
    );
    expect(merged.split(' ')).toEqual(
      expect.arrayContaining(['text-xl', 'md:text-xl', 'lg:text-xl', 'text-center']),
    );
    expect(merged).not.toMatch(/text-3xl|md:text-6xl|lg:text-7xl|text-left/);
  });

  it('leave the template alone where the coach chose nothing', () => {
    expect(cn('text-3xl md:text-6xl', styleClasses({}))).toBe('text-3xl md:text-6xl');
  });
});
