import { z } from 'zod';
import { FONT_FAMILIES } from './fonts';

export const FONT_SIZES = ['small', 'medium', 'large', 'xl', '2xl', '3xl'] as const;
export const FONT_WEIGHTS = ['normal', 'medium', 'semibold', 'bold'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

export { FONT_FAMILIES, type FontFamily } from './fonts';

const colour = z.string().regex(/^(#[0-9a-fA-F]{3,8})?$/, 'must be a hex colour such as #1f2937');

/** Every style field an element may carry; values are closed sets so nothing can escape into CSS. */
export const elementStylesSchema = z.strictObject({
  color: colour.optional(),
  backgroundColor: colour.optional(),
  fontSize: z.enum(FONT_SIZES).optional(),
  fontWeight: z.enum(FONT_WEIGHTS).optional(),
  textAlign: z.enum(TEXT_ALIGNS).optional(),
  fontFamily: z.enum(FONT_FAMILIES).optional(),
});

export type ElementStyles = z.infer<typeof elementStylesSchema>;

export const STYLE_FIELDS = [
  { name: 'color', label: 'Text colour', kind: 'colour' },
  { name: 'backgroundColor', label: 'Background colour', kind: 'colour' },
  { name: 'fontSize', label: 'Font size', kind: 'choice', options: FONT_SIZES },
  { name: 'fontWeight', label: 'Font weight', kind: 'choice', options: FONT_WEIGHTS },
  { name: 'textAlign', label: 'Alignment', kind: 'choice', options: TEXT_ALIGNS },
  { name: 'fontFamily', label: 'Font', kind: 'choice', options: FONT_FAMILIES },
] as const satisfies readonly {
  name: keyof ElementStyles;
  label: string;
  kind: 'colour' | 'choice';
  options?: readonly string[];
}[];
