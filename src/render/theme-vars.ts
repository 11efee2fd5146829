import type { CSSProperties } from 'react';
import type { ResolvedTheme } from '../model/theme';

const FONT_STACK = {
  playfair: "'Playfair Display Variable', Georgia, serif",
  montserrat: "'Montserrat Variable', ui-sans-serif, system-ui, sans-serif",
  inter: "'Inter Variable', ui-sans-serif, system-ui, sans-serif",
} as const;

/** The theme as CSS custom properties that every template's classes read. */
export function themeVars(theme: ResolvedTheme): CSSProperties {
  return {
    '--cs-primary': theme.primaryColor,
    '--cs-accent': theme.accentColor,
    '--cs-heading-font': FONT_STACK[theme.headingFont],
    '--cs-body-font': FONT_STACK[theme.bodyFont],
  } as CSSProperties;
}
