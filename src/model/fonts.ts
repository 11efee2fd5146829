/**
 * The font families a page can use, declared once: the name the Design tab shows, the Fontsource
 * face and its fallbacks, and the Fontsource package (@fontsource-variable/{file}), which also
 * names the basic-latin woff2 file (see npm run fonts). The stylesheets' font utilities
 * (src/render/styles/font-theme.css) spell the same stacks, since CSS cannot read this file.
 */
export const FONTS = {
  playfair: {
    name: 'Playfair Display',
    face: 'Playfair Display Variable',
    fallback: 'Georgia, serif',
    file: 'playfair-display',
  },
  montserrat: {
    name: 'Montserrat',
    face: 'Montserrat Variable',
    fallback: 'ui-sans-serif, system-ui, sans-serif',
    file: 'montserrat',
  },
  inter: {
    name: 'Inter',
    face: 'Inter Variable',
    fallback: 'ui-sans-serif, system-ui, sans-serif',
    file: 'inter',
  },
} as const satisfies Record<string, { name: string; face: string; fallback: string; file: string }>;

export type FontFamily = keyof typeof FONTS;

/** The families in the order the Design tab lists them. */
export const FONT_FAMILIES = Object.keys(FONTS) as [FontFamily, ...FontFamily[]];

/** The CSS font-family value of a family: its face, then the fallbacks. */
export function fontStack(family: FontFamily): string {
  return `'${FONTS[family].face}', ${FONTS[family].fallback}`;
}
