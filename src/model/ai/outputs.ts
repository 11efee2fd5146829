import { z } from 'zod';
import { text } from '../text';

/**
 * What an AI provider writes (issue 12), one schema per call. The OpenAI-compatible provider sends
 * these schemas to the model and validates its answer with them; the offline copywriter is typed
 * by them. Bounds keep a runaway model from filling the database.
 */

const line = (max = 300) => text(max).trim().min(1);
const body = (max = 4000) => text(max).trim().min(1);

/** Website (and email) copy from POST /api/ai/generate-killer-copy. */
export const killerCopySchema = z.object({
  headline: line(160),
  subheadline: line(300),
  hook: line(400),
  problem: body(1500),
  agitation: body(1500),
  solution: body(1500),
  benefits: z.array(line(300)).min(3).max(8),
  /** The coach's own proof (from the avatar's evidence), or empty: never invented. */
  proof: text(1500).trim(),
  callToAction: line(160),
  email: z.object({
    subject: line(120),
    previewText: line(200),
    body: body(6000),
  }),
});
export type KillerCopy = z.infer<typeof killerCopySchema>;

export const SOCIAL_PLATFORMS = ['linkedin', 'instagram', 'facebook', 'x'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
};

/** Posts from POST /api/ai/generate-social-content. */
export const socialContentSchema = z.object({
  posts: z
    .array(
      z.object({
        platform: z.enum(SOCIAL_PLATFORMS),
        hook: line(300),
        body: body(2500),
        callToAction: line(200),
        hashtags: z
          .array(
            z
              .string()
              .trim()
              .regex(/^#\w{1,60}$/),
          )
          .max(10),
      }),
    )
    .min(1)
    .max(8),
});
export type SocialContent = z.infer<typeof socialContentSchema>;

const money = z.number().int().min(0).max(10_000_000);

/** A grand-slam offer from POST /api/ai/generate-grand-slam-offer: the coach edits and keeps it. */
/**
 * The figures of a grand-slam offer the writer suggested rather than took from the coach's own
 * offer (issue 24): shown as suggestions, never put on a page or quoted to her as hers.
 */
export const SUGGESTED_FIGURES = [
  'price',
  'valueStack',
  'bonuses',
  'totalValue',
  'guarantee',
  'spots',
] as const;
export type SuggestedFigure = (typeof SUGGESTED_FIGURES)[number];

/** How each suggested figure is named to the coach. */
export const SUGGESTED_FIGURE_NAMES: Record<SuggestedFigure, string> = {
  price: 'price',
  valueStack: 'values of the stack',
  bonuses: 'bonus values',
  totalValue: 'total value',
  guarantee: 'guarantee',
  spots: 'number of places',
};

/** An offer with one figure (or all) made the coach's own. */
export function acceptSuggestion(
  offer: GrandSlamOffer,
  figure: SuggestedFigure | 'all',
): GrandSlamOffer {
  return {
    ...offer,
    suggested: figure === 'all' ? [] : offer.suggested.filter((f) => f !== figure),
  };
}

/** A grand-slam offer as a writer answers it: which figures it suggested is always said. */
export const writtenOfferSchema = z.object({
  name: line(120),
  dreamOutcome: body(600),
  perceivedLikelihood: body(600),
  timeDelay: body(600),
  effortAndSacrifice: body(600),
  valueStack: z
    .array(z.object({ item: line(160), description: line(400), value: money }))
    .min(1)
    .max(10),
  bonuses: z.array(z.object({ name: line(160), description: line(400), value: money })).max(6),
  guarantee: z.object({ duration: line(60), text: line(400) }),
  scarcity: line(300),
  /** How many places there are; null when the offer is not limited. */
  spots: z.number().int().min(1).max(10_000).nullable(),
  urgency: line(300),
  /** Whole currency units. */
  price: money,
  totalValue: money,
  modules: z.array(z.object({ title: line(120), description: line(400) })).max(12),
  /** Which figures are the writer's suggestions (all of them when she has no offer of her own). */
  suggested: z.array(z.enum(SUGGESTED_FIGURES)).max(SUGGESTED_FIGURES.length),
});

/**
 * A grand-slam offer as kept and sent back: one kept before suggestions were marked reads as all
 * suggested. (A model's strict structured output cannot have a default: writers answer
 * writtenOfferSchema.)
 */
export const grandSlamOfferSchema = writtenOfferSchema.extend({
  suggested: writtenOfferSchema.shape.suggested.default([...SUGGESTED_FIGURES]),
});
export type GrandSlamOffer = z.infer<typeof grandSlamOfferSchema>;

/** One text field of one element, written for the page (POST /api/ai/write-page). */
export const pageCopySchema = z.object({
  slots: z.array(z.object({ slot: text(40), text: text(5000) })).max(2000),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/** A suggestion for one beat of a story (Storytelling, issue 13). */
export const storyBeatSchema = z.object({ suggestion: text(2000).min(1) });
export type StoryBeat = z.infer<typeof storyBeatSchema>;

/** A first draft of a customer journey map (issue 14): what each stage's avatar asks and feels, where they meet the coach. */
export const journeyDraftSchema = z.object({
  stages: z
    .array(
      z.object({
        key: z.enum([
          'awareness',
          'consideration',
          'decision',
          'onboarding',
          'results',
          'advocacy',
        ]),
        questions: z.array(text(300).min(1)).max(6),
        feelings: z.array(text(300).min(1)).max(6),
        touchpoints: z
          .array(
            z.object({
              kind: z.enum(['page', 'email', 'post', 'call']),
              label: text(300).min(1),
            }),
          )
          .max(6),
      }),
    )
    .length(6),
});
export type JourneyDraft = z.infer<typeof journeyDraftSchema>;
