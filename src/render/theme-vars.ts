import type { CSSProperties } from 'react';
import { fontStack } from '../model/fonts';
import type { ResolvedTheme } from '../model/theme';

/** The theme as CSS custom properties that every template's classes read. */
export function themeVars(theme: ResolvedTheme): CSSProperties {
  return {
    '--cs-primary': theme.primaryColor,
    '--cs-accent': theme.accentColor,
    '--cs-heading-font': fontStack(theme.headingFont),
    '--cs-body-font': fontStack(theme.bodyFont),
  } as CSSProperties;
}
