/**
 * How readable text in one colour is on another: WCAG 2's contrast ratio, from 1:1 (the same
 * colour) to 21:1 (black on white). Normal-sized text needs at least 4.5:1 (success criterion
 * 1.4.3, level AA).
 */

export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

/** Whether a value is a colour contrast can be read for (#rrggbb). */
export const isColour = (value: string): boolean => HEX.test(value.trim());

/** A colour's relative luminance (0 for black, 1 for white), from #rrggbb; null for anything else. */
export function relativeLuminance(colour: string): number | null {
  const hex = HEX.exec(colour.trim())?.[1];
  if (!hex) return null;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours (either order), or null when one is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A ratio as people read it: '2.95:1', rounded down so 4.499 never reads as passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** Whether text in `foreground` on `background` is readable at normal size (4.5:1 or more). */
export function readableText(foreground: string, background: string): boolean {
  return (contrastRatio(foreground, background) ?? 0) >= MIN_TEXT_CONTRAST;
}
