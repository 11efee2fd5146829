import { z } from 'zod';
import { FONT_FAMILIES, type FontFamily } from './fonts';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #4f46e5');

/** The website's look, set in the builder's Design tab; every template reads it. */
export const themeSchema = z.strictObject({
  primaryColor: colour.optional(),
  accentColor: colour.optional(),
  headingFont: z.enum(FONT_FAMILIES).optional(),
  bodyFont: z.enum(FONT_FAMILIES).optional(),
});

export type Theme = z.infer<typeof themeSchema>;
export type ResolvedTheme = Required<Theme>;

export function resolveTheme(defaults: ResolvedTheme, theme: Theme | undefined): ResolvedTheme {
  return { ...defaults, ...theme };
}

export type { FontFamily };
