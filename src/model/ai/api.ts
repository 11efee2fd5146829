import { z } from 'zod';
import { avatarInputSchema } from '../avatars/avatar';
import { idSchema } from '../ids';
import type { GrandSlamOffer, KillerCopy, SocialContent } from './outputs';

/**
 * The AI calls (spec point 7, issue 12): what the browser sends and what it gets back. `avatar`
 * is an avatar's id or the avatar itself; left out, the coach's current avatar is used. Another
 * `variant` gives different copy.
 */

export const NO_AVATAR_MESSAGE = 'Please create or select a customer avatar first';

const avatarRef = z.union([idSchema, avatarInputSchema]).optional();
const variant = z.number().int().min(0).max(1000).default(0);

export const KILLER_COPY_KINDS = ['website', 'email'] as const;

/** POST /api/ai/generate-killer-copy */
export const killerCopyRequestSchema = z.strictObject({
  avatar: avatarRef,
  kind: z.enum(KILLER_COPY_KINDS).default('website'),
  variant,
});

/** POST /api/ai/generate-social-content */
export const socialRequestSchema = z.strictObject({
  avatar: avatarRef,
  contentType: z.enum(['conversion', 'authority', 'engagement']).default('conversion'),
  variant,
});

export const PRICE_POINTS = ['entry', 'mid', 'premium'] as const;
export type PricePoint = (typeof PRICE_POINTS)[number];

/** POST /api/ai/generate-grand-slam-offer */
export const offerRequestSchema = z.strictObject({
  avatar: avatarRef,
  serviceType: z.enum(['coaching', 'course', 'retreat', 'mastermind']).default('coaching'),
  pricePoint: z.enum(PRICE_POINTS).default('premium'),
  variant,
});

export const TONES = ['warmer', 'bolder', 'shorter'] as const;
export type Tone = (typeof TONES)[number];

/** POST /api/ai/write-page: copy for a whole page, one section, or one element (a rewrite). */
export const writePageRequestSchema = z.strictObject({
  websiteId: idSchema,
  /** The page to write (issue 38): its own sections, not the shared header and footer; home when not said. */
  pageId: idSchema.optional(),
  avatar: avatarRef,
  sectionId: idSchema.optional(),
  elementId: idSchema.optional(),
  tone: z.enum(TONES).optional(),
  variant,
});

export type KillerCopyRequest = z.input<typeof killerCopyRequestSchema>;
export type SocialRequest = z.input<typeof socialRequestSchema>;
export type OfferRequest = z.input<typeof offerRequestSchema>;
export type WritePageRequest = z.input<typeof writePageRequestSchema>;

/** What every generation answers beside its copy. */
export type GenerationFacts = {
  /** The kept content item. */
  contentId: number;
  /** 'offline' or the model's name. */
  provider: string;
  variant: number;
  avatarId: number | null;
  avatarName: string;
  /** The avatar fields (and stories) the copy drew on, by field name. */
  sources: string[];
  /** The proof the coach should add where copy would otherwise have to invent it. */
  proofNeeded: string[];
  /** Phrases that make copy sound machine-written, found in it (none from the offline writer). */
  flags: string[];
};

export type KillerCopyAnswer = GenerationFacts & { kind: 'website' | 'email'; copy: KillerCopy };
export type SocialAnswer = GenerationFacts & { kind: 'social'; copy: SocialContent };
export type OfferAnswer = GenerationFacts & { kind: 'offer'; copy: GrandSlamOffer };

/** One written field, beside what it shows now. */
export type PageProposal = {
  sectionId: number;
  elementId: number;
  field: string;
  /** Whether the field holds HTML (a heading): `text` is plain and is escaped into it. */
  rich: boolean;
  current: string;
  text: string;
};

export type WritePageAnswer = GenerationFacts & {
  kind: 'website';
  websiteId: number;
  proposals: PageProposal[];
};
