import { z } from 'zod';
import { idSchema } from '../ids';
import { readOnlyKeys } from '../read-only';
import { text } from '../text';

/**
 * A customer journey map (issue 14): how one avatar goes from first hearing of the coach to
 * telling others, in six stages, each with what they ask and feel, where they meet the coach
 * (touchpoints) and the content items from the library that serve them.
 */

export const STAGES = [
  {
    key: 'awareness',
    name: 'Awareness',
    prompt: 'They notice the problem and start looking around.',
  },
  {
    key: 'consideration',
    name: 'Consideration',
    prompt: 'They compare ways out, and you among them.',
  },
  { key: 'decision', name: 'Decision', prompt: 'They decide whether to work with you.' },
  { key: 'onboarding', name: 'Onboarding', prompt: 'Their first days as your client.' },
  { key: 'results', name: 'Results', prompt: 'They get what they came for.' },
  { key: 'advocacy', name: 'Advocacy', prompt: 'They tell others about you.' },
] as const;

export type StageKey = (typeof STAGES)[number]['key'];
export const STAGE_KEYS = STAGES.map((s) => s.key) as [StageKey, ...StageKey[]];

export const TOUCHPOINT_KINDS = ['page', 'email', 'post', 'call'] as const;
export type TouchpointKind = (typeof TOUCHPOINT_KINDS)[number];
export const TOUCHPOINT_LABELS: Record<TouchpointKind, string> = {
  page: 'Page',
  email: 'Email',
  post: 'Post',
  call: 'Call',
};

export const JOURNEY_LIMITS = {
  name: 120,
  /** Questions, feelings and touchpoints in one stage; characters in one of them. */
  items: 12,
  item: 300,
  ref: 500,
  contentIds: 30,
  /** Journey maps one coach may keep. */
  perCoach: 50,
} as const;

const list = () =>
  z
    .array(text(JOURNEY_LIMITS.item).trim().min(1, 'may not hold an empty item'))
    .max(JOURNEY_LIMITS.items, `may hold at most ${JOURNEY_LIMITS.items} items`)
    .default([]);

export const touchpointSchema = z.strictObject({
  kind: z.enum(TOUCHPOINT_KINDS),
  /** Where it is: a page's address, an email's subject, a post's link; shown as text only. */
  ref: text(JOURNEY_LIMITS.ref).trim().default(''),
  label: text(JOURNEY_LIMITS.item).trim().min(1, 'is required'),
});

export const stageSchema = z.strictObject({
  key: z.enum(STAGE_KEYS),
  name: text(60).trim().min(1, 'is required'),
  questions: list(),
  feelings: list(),
  touchpoints: z
    .array(touchpointSchema)
    .max(JOURNEY_LIMITS.items, `may hold at most ${JOURNEY_LIMITS.items} items`)
    .default([]),
  contentIds: z
    .array(idSchema)
    .max(JOURNEY_LIMITS.contentIds, `may hold at most ${JOURNEY_LIMITS.contentIds} items`)
    .default([]),
});

/** The body of POST /api/journeys and PUT /api/journeys/{id}: all six stages, each once. */
export const journeyInputSchema = z
  .strictObject({
    avatarId: idSchema,
    name: text(JOURNEY_LIMITS.name).trim().min(1, 'is required'),
    stages: z.array(stageSchema).length(STAGES.length, `must have the ${STAGES.length} stages`),
  })
  .superRefine((journey, ctx) => {
    const seen = new Set<StageKey>();
    journey.stages.forEach((stage, i) => {
      if (seen.has(stage.key)) {
        ctx.addIssue({ code: 'custom', path: ['stages', i, 'key'], message: 'is repeated' });
      }
      seen.add(stage.key);
    });
  })
  .transform((journey) => ({
    ...journey,
    stages: [...journey.stages].sort(
      (a, b) => STAGE_KEYS.indexOf(a.key) - STAGE_KEYS.indexOf(b.key),
    ),
  }));

export type JourneyInput = z.input<typeof journeyInputSchema>;
export type JourneyFields = z.output<typeof journeyInputSchema>;
export type Stage = JourneyFields['stages'][number];
export type Touchpoint = z.output<typeof touchpointSchema>;

/** A journey as the API answers it. */
export type Journey = JourneyFields & {
  id: number;
  avatarName: string;
  /** What the map is missing, in the coach's words ('No content for the decision stage'). */
  gaps: string[];
  createdAt: string;
  updatedAt: string;
};

/** What a journey's answer holds that PUT /api/journeys/{id} ignores (issue 23: it round-trips). */
export const JOURNEY_READ_ONLY = readOnlyKeys<Journey, JourneyInput>({
  id: true,
  avatarName: true,
  gaps: true,
  createdAt: true,
  updatedAt: true,
});

export type JourneysAnswer = { journeys: Journey[] };

export const journeyQuerySchema = z.strictObject({ avatarId: idSchema.optional() });

/** POST /api/journeys/draft: a first draft for an avatar, not kept until the coach saves it. */
export const journeyDraftInputSchema = z.strictObject({
  avatarId: idSchema,
  variant: z.number().int().min(0).max(1000).default(0),
});
export type JourneyDraftAnswer = { journey: JourneyFields; provider: string; sources: string[] };

/** Six empty stages, in order. */
export function emptyStages(): Stage[] {
  return STAGES.map((s) => ({
    key: s.key,
    name: s.name,
    questions: [],
    feelings: [],
    touchpoints: [],
    contentIds: [],
  }));
}

/** Stages with nothing serving them: no content item, or no touchpoint at all. */
export function journeyGaps(stages: readonly Stage[]): string[] {
  const gaps: string[] = [];
  for (const stage of stages) {
    const name = stage.name.toLowerCase();
    if (stage.contentIds.length === 0) gaps.push(`No content for the ${name} stage`);
    if (stage.touchpoints.length === 0) gaps.push(`No touchpoint for the ${name} stage`);
  }
  return gaps;
}
