import { z } from 'zod';
import { readOnlyKeys } from '../read-only';
import { text } from '../text';

/**
 * A customer avatar: the coach's ideal client, in enough detail that copy can be written in their
 * words (issue 12). Kept per coach on the server. Every list is a list (chips in the form), every
 * field has a limit, and every field may be left empty except the name.
 */

export const BUSINESS_STAGES = ['idea', 'starting', 'growing', 'established', 'scaling'] as const;
export type BusinessStage = (typeof BUSINESS_STAGES)[number];

export const BUSINESS_STAGE_LABELS: Record<BusinessStage, string> = {
  idea: 'Idea',
  starting: 'Starting',
  growing: 'Growing',
  established: 'Established',
  scaling: 'Scaling',
};

export const EVIDENCE_SOURCES = ['interview', 'survey', 'assumption'] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

export const AVATAR_LIMITS = {
  name: 80,
  /** One line: a demographic, a timeframe, a quote. */
  short: 160,
  /** A paragraph: the current situation, the dream outcome, notes. */
  long: 1500,
  notes: 4000,
  /** Items in one list, and characters in one item. */
  listItems: 20,
  item: 200,
  answer: 600,
  /** Avatars one coach may keep. */
  perCoach: 50,
} as const;

const line = () => text(AVATAR_LIMITS.short).trim().default('');
const paragraph = () => text(AVATAR_LIMITS.long).trim().default('');
const list = () =>
  z
    .array(text(AVATAR_LIMITS.item).trim().min(1, 'may not hold an empty item'))
    .max(AVATAR_LIMITS.listItems, `may hold at most ${AVATAR_LIMITS.listItems} items`)
    .default([]);

export const demographicsSchema = z.strictObject({
  profession: line(),
  occupation: line(),
  age: line(),
  gender: line(),
  location: line(),
  income: line(),
  education: line(),
  familyStatus: line(),
  industry: line(),
  businessStage: z.enum(BUSINESS_STAGES).nullable().default(null),
  revenueBand: line(),
  teamSize: line(),
});

export const objectionSchema = z.strictObject({
  objection: text(AVATAR_LIMITS.item).trim().min(1, 'is required'),
  answer: text(AVATAR_LIMITS.answer).trim().default(''),
});

export const evidenceSchema = z.strictObject({
  claim: text(AVATAR_LIMITS.item).trim().min(1, 'is required'),
  source: z.enum(EVIDENCE_SOURCES),
});

/** What a coach writes about an avatar: the body of POST /api/avatars and PUT /api/avatars/{id}. */
export const avatarInputSchema = z.strictObject({
  name: text(AVATAR_LIMITS.name).trim().min(1, 'is required'),
  summary: paragraph(),
  quote: line(),
  demographics: demographicsSchema.default(() => demographicsSchema.parse({})),
  currentSituation: paragraph(),
  desiredSituation: paragraph(),
  dreamOutcome: paragraph(),
  timeframe: line(),
  goals: list(),
  values: list(),
  desires: list(),
  identityShift: paragraph(),
  pains: list(),
  fears: list(),
  frustrations: list(),
  triedBefore: list(),
  costOfInaction: paragraph(),
  objections: z
    .array(objectionSchema)
    .max(AVATAR_LIMITS.listItems, `may hold at most ${AVATAR_LIMITS.listItems} items`)
    .default([]),
  buyingTriggers: list(),
  awarenessLevel: line(),
  phrases: list(),
  powerWords: list(),
  wordsToAvoid: list(),
  wateringHoles: list(),
  notFor: list(),
  evidence: z
    .array(evidenceSchema)
    .max(AVATAR_LIMITS.listItems, `may hold at most ${AVATAR_LIMITS.listItems} items`)
    .default([]),
  notes: text(AVATAR_LIMITS.notes).trim().default(''),
});

export type AvatarInput = z.input<typeof avatarInputSchema>;
export type AvatarFields = z.output<typeof avatarInputSchema>;
export type Demographics = z.output<typeof demographicsSchema>;
export type Objection = z.output<typeof objectionSchema>;
export type Evidence = z.output<typeof evidenceSchema>;

/** An avatar as the API answers it. */
export type Avatar = AvatarFields & {
  id: number;
  /** ISO. */
  createdAt: string;
  updatedAt: string;
};

/** What an avatar's answer holds that PUT /api/avatars/{id} ignores (issue 23: it round-trips). */
export const AVATAR_READ_ONLY = readOnlyKeys<Avatar, AvatarInput>({
  id: true,
  createdAt: true,
  updatedAt: true,
});

/** A filled-in avatar of nothing but defaults, for forms and tests. */
export function emptyAvatar(name = ''): AvatarFields {
  return { ...avatarInputSchema.parse({ name: name || 'x' }), name };
}

/** The avatar's top-level fields, by name: what `sources` in an AI answer may name. */
export type AvatarFieldName =
  Exclude<keyof AvatarFields, 'demographics'> | `demographics.${keyof Demographics}`;
