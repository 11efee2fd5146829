import { z } from 'zod';
import { idSchema } from '../ids';
import { readOnlyKeys } from '../read-only';
import { text } from '../text';

/**
 * A story in the coach's Story Memory Bank (issue 13): their own (origin, turning point, a failure
 * and its lesson, their signature story) or a client's transformation. Told in parts (before,
 * struggle, turning point, after, lesson) and as one text; a client story says who and whether
 * they agreed to it being published. Only consented client stories go onto a page.
 */

export const STORY_KINDS = [
  'origin',
  'client-transformation',
  'turning-point',
  'failure-lesson',
  'signature',
  'other',
] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

export const STORY_KIND_LABELS: Record<StoryKind, string> = {
  origin: 'Origin story',
  'client-transformation': 'Client transformation',
  'turning-point': 'Turning point',
  'failure-lesson': 'Failure and lesson',
  signature: 'Signature story',
  other: 'Other',
};

export const STORY_PARTS = ['before', 'struggle', 'turningPoint', 'after', 'lesson'] as const;
export type StoryPart = (typeof STORY_PARTS)[number];

export const STORY_PART_LABELS: Record<StoryPart, string> = {
  before: 'Before',
  struggle: 'The struggle',
  turningPoint: 'The turning point',
  after: 'After',
  lesson: 'The lesson',
};

export const STORY_LIMITS = {
  title: 120,
  part: 2000,
  text: 10_000,
  person: 120,
  result: 200,
  tags: 20,
  tag: 40,
  /** Stories one coach may keep. */
  perCoach: 500,
} as const;

const part = () => text(STORY_LIMITS.part).trim().default('');

export const storyPartsSchema = z.strictObject({
  before: part(),
  struggle: part(),
  turningPoint: part(),
  after: part(),
  lesson: part(),
});

/** POST /api/stories and PUT /api/stories/{id}. */
export const storyInputSchema = z.strictObject({
  title: text(STORY_LIMITS.title).trim().min(1, 'is required'),
  kind: z.enum(STORY_KINDS).default('other'),
  parts: storyPartsSchema.default(() => storyPartsSchema.parse({})),
  text: text(STORY_LIMITS.text).trim().default(''),
  /** Whose story it is (a client's name or initials); empty for the coach's own. */
  person: text(STORY_LIMITS.person).trim().default(''),
  /** Whether they agreed to it being published. */
  consent: z.boolean().default(false),
  /** What changed, in a few words: 'doubled her prices'. */
  result: text(STORY_LIMITS.result).trim().default(''),
  tags: z
    .array(text(STORY_LIMITS.tag).trim().min(1, 'may not hold an empty tag'))
    .max(STORY_LIMITS.tags, `may hold at most ${STORY_LIMITS.tags} tags`)
    .default([]),
  /** The avatar it speaks to: one of the coach's own. */
  avatarId: idSchema.nullable().default(null),
});

export type StoryInput = z.input<typeof storyInputSchema>;
export type StoryFields = z.output<typeof storyInputSchema>;

export type Story = StoryFields & { id: number; createdAt: string; updatedAt: string };

/** What a story's answer holds that PUT /api/stories/{id} ignores (issue 23: it round-trips). */
export const STORY_READ_ONLY = readOnlyKeys<Story, StoryInput>({
  id: true,
  createdAt: true,
  updatedAt: true,
});

/** GET /api/stories filters. */
export const storyQuerySchema = z.strictObject({
  kind: z.enum(STORY_KINDS).optional(),
  tag: text(STORY_LIMITS.tag).trim().min(1).optional(),
  avatarId: idSchema.optional(),
  q: text(200).trim().min(1).optional(),
});
export type StoryQuery = z.output<typeof storyQuerySchema>;

export type StoriesAnswer = { stories: Story[] };

/** Whether a story may go onto a published page: the coach's own, or a client's who agreed. */
export function canPublishStory(story: Pick<StoryFields, 'kind' | 'person' | 'consent'>): boolean {
  const aboutSomeoneElse = story.kind === 'client-transformation' || story.person.trim() !== '';
  return !aboutSomeoneElse || story.consent;
}

/** The story as one text: its own, else its parts in order. */
export function storyText(story: Pick<StoryFields, 'text' | 'parts'>): string {
  if (story.text.trim()) return story.text.trim();
  return STORY_PARTS.map((p) => story.parts[p].trim())
    .filter(Boolean)
    .join(' ');
}
