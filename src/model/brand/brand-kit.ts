import { z } from 'zod';
import { FONT_FAMILIES } from '../fonts';
import { idSchema } from '../ids';
import { readOnlyKeys } from '../read-only';
import { emailValue, phoneValue, type SocialNetwork } from '../site-profile';
import { text, webAddressValue } from '../text';

/**
 * The coach's brand kit (issue 13): logo, colours, fonts, voice, contact and social links, kept
 * once and applied to any website. Empty means "not set": nothing of it is applied.
 */

export const BRAND_LIMITS = {
  extraColors: 8,
  tone: 10,
  toneWord: 40,
  phrases: 20,
  phrase: 200,
  taglines: 10,
  tagline: 120,
} as const;

const colour = z
  .string({ error: 'must be a colour such as #4f46e5' })
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, 'must be a colour such as #4f46e5')
  .transform((v) => v.toLowerCase());

const list = (max: number, length: number) =>
  z
    .array(text(length).trim().min(1, 'may not hold an empty item'))
    .max(max, `may hold at most ${max} items`)
    .default([]);

const font = z.enum(FONT_FAMILIES).nullable().default(null);
const link = () => webAddressValue.transform((v) => v.trim()).default('');

export const brandKitSchema = z.strictObject({
  /** An image from the coach's Personal Storage. */
  logoFileId: idSchema.nullable().default(null),
  colors: z
    .strictObject({
      primary: colour.default(''),
      accent: colour.default(''),
      text: colour.default(''),
      background: colour.default(''),
      extra: z
        .array(colour.refine((v) => v !== '', 'may not hold an empty colour'))
        .max(BRAND_LIMITS.extraColors, `may hold at most ${BRAND_LIMITS.extraColors} colours`)
        .default([]),
    })
    .default(() => ({ primary: '', accent: '', text: '', background: '', extra: [] })),
  fonts: z
    .strictObject({ heading: font, body: font })
    .default(() => ({ heading: null, body: null })),
  voice: z
    .strictObject({
      tone: list(BRAND_LIMITS.tone, BRAND_LIMITS.toneWord),
      do: list(BRAND_LIMITS.phrases, BRAND_LIMITS.phrase),
      dont: list(BRAND_LIMITS.phrases, BRAND_LIMITS.phrase),
      taglines: list(BRAND_LIMITS.taglines, BRAND_LIMITS.tagline),
    })
    .default(() => ({ tone: [], do: [], dont: [], taglines: [] })),
  contact: z
    .strictObject({
      email: emailValue.trim().default(''),
      phone: phoneValue.trim().default(''),
      website: link(),
    })
    .default(() => ({ email: '', phone: '', website: '' })),
  social: z
    .strictObject({
      instagram: link(),
      facebook: link(),
      linkedin: link(),
      youtube: link(),
      tiktok: link(),
      x: link(),
    } satisfies Record<SocialNetwork, unknown>)
    .default(() => ({ instagram: '', facebook: '', linkedin: '', youtube: '', tiktok: '', x: '' })),
});

export type BrandKitInput = z.input<typeof brandKitSchema>;
export type BrandKit = z.output<typeof brandKitSchema>;
export type BrandVoice = BrandKit['voice'];

/** The phrases the coach's voice avoids that a text uses, as written in the kit. */
export function avoidedPhrases(texts: readonly string[], voice: BrandVoice | null): string[] {
  if (!voice) return [];
  const all = texts.join('\n').toLowerCase();
  return voice.dont.filter((phrase) => all.includes(phrase.toLowerCase()));
}

/** GET /api/brand: the kit (an empty one before the coach saves), with the logo's addresses. */
export type BrandAnswer = BrandKit & {
  logo: { url: string; thumbnailUrl: string; name: string } | null;
  updatedAt: string | null;
  /**
   * Before the coach saves a kit: the name of the website it starts from (her latest, its Design
   * tab's colours, fonts, logo, contact and social links), or null (empty, or saved).
   */
  startedFrom: string | null;
};

/** What GET /api/brand answers that PUT /api/brand ignores (issue 23: the answer round-trips). */
export const BRAND_READ_ONLY = readOnlyKeys<BrandAnswer, BrandKitInput>({
  logo: true,
  updatedAt: true,
  startedFrom: true,
});

export const emptyBrandKit = (): BrandKit => brandKitSchema.parse({});

/** POST /api/brand/apply */
export const applyBrandSchema = z.strictObject({ websiteId: idSchema });

/** How many parts of the kit are filled: the hub card's count. */
export function brandKitCount(kit: BrandKit): number {
  const filled = [
    kit.logoFileId !== null,
    kit.colors.primary,
    kit.colors.accent,
    kit.colors.text,
    kit.colors.background,
    ...kit.colors.extra,
    kit.fonts.heading,
    kit.fonts.body,
    ...kit.voice.tone,
    ...kit.voice.do,
    ...kit.voice.dont,
    ...kit.voice.taglines,
    kit.contact.email,
    kit.contact.phone,
    kit.contact.website,
    ...Object.values(kit.social),
  ];
  return filled.filter(Boolean).length;
}
