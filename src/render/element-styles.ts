import type { CSSProperties } from 'react';
import type { FontFamily } from '../model/fonts';
import type { ElementStyles } from '../model/styles';

/** Each size names every breakpoint, so the coach's choice wins over a template's wider-screen size. */
const SIZE = {
  small: 'text-sm sm:text-sm md:text-sm lg:text-sm',
  medium: 'text-base sm:text-base md:text-base lg:text-base',
  large: 'text-lg sm:text-lg md:text-lg lg:text-lg',
  xl: 'text-xl sm:text-xl md:text-xl lg:text-xl',
  '2xl': 'text-2xl sm:text-2xl md:text-3xl lg:text-3xl',
  '3xl': 'text-3xl sm:text-4xl md:text-5xl lg:text-5xl',
} as const;
const WEIGHT = {
  normal: 'font-normal',
  medium: 'font-medium',
  semibold: 'font-semibold',
  bold: 'font-bold',
} as const;
const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;
// Written out whole so that Tailwind finds the class names.
const FAMILY = {
  playfair: 'font-playfair',
  montserrat: 'font-montserrat',
  inter: 'font-inter',
} as const satisfies Record<FontFamily, string>;

/** Classes for the coach's explicit style choices; callers merge them over the template's own classes. */
export function styleClasses(styles: ElementStyles): string {
  return [
    styles.fontSize && SIZE[styles.fontSize],
    styles.fontWeight && WEIGHT[styles.fontWeight],
    styles.textAlign && ALIGN[styles.textAlign],
    styles.fontFamily && FAMILY[styles.fontFamily],
  ]
    .filter(Boolean)
    .join(' ');
}

/** Colours are validated hex values, so they are safe as inline style. */
export function styleColours(styles: ElementStyles): CSSProperties | undefined {
  if (!styles.color && !styles.backgroundColor) return undefined;
  return {
    ...(styles.color ? { color: styles.color } : {}),
    ...(styles.backgroundColor ? { backgroundColor: styles.backgroundColor } : {}),
  };
}
