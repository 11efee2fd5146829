import { contrastRatio, isColour, MIN_TEXT_CONTRAST } from '../colour-contrast';
import type { BrandKit } from './brand-kit';

/** What the kit's preview draws with, where the kit leaves a colour unset (or half typed). */
export const PREVIEW_DEFAULTS = {
  text: '#0f172a',
  background: '#ffffff',
  accent: '#4f46e5',
  buttonText: '#ffffff',
} as const;

const or = (colour: string, fallback: string) => (isColour(colour) ? colour : fallback);

/** The colours the brand kit's preview shows: the kit's, else the defaults. */
export function previewColours(colors: BrandKit['colors']) {
  const text = or(colors.text, PREVIEW_DEFAULTS.text);
  return {
    text,
    background: or(colors.background, PREVIEW_DEFAULTS.background),
    headline: or(colors.primary, text),
    accent: or(colors.accent, PREVIEW_DEFAULTS.accent),
    buttonText: PREVIEW_DEFAULTS.buttonText,
  };
}

export type TextPair = {
  /** What the pair is used for ('Headline'). */
  use: string;
  /** Which of the kit's colours are the text and what it sits on ('Primary on Background'). */
  colours: string;
  foreground: string;
  background: string;
  ratio: number;
  /** Under 4.5:1: hard to read at normal size. */
  low: boolean;
};

/** Every pair of colours the kit uses for text (as its preview draws them), with its contrast. */
export function brandTextPairs(colors: BrandKit['colors']): TextPair[] {
  const shown = previewColours(colors);
  const pairs: Omit<TextPair, 'ratio' | 'low'>[] = [
    {
      use: 'Body text',
      colours: 'Text on Background',
      foreground: shown.text,
      background: shown.background,
    },
    {
      use: 'Headline',
      colours: 'Primary on Background',
      foreground: shown.headline,
      background: shown.background,
    },
    {
      use: 'Button',
      colours: 'White on Accent',
      foreground: shown.buttonText,
      background: shown.accent,
    },
  ];
  return pairs.map((pair) => {
    const ratio = contrastRatio(pair.foreground, pair.background) ?? 1;
    return { ...pair, ratio, low: ratio < MIN_TEXT_CONTRAST };
  });
}
