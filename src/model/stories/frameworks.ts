import { z } from 'zod';
import { text } from '../text';
import { idSchema } from '../ids';
import { STORY_KINDS, STORY_LIMITS, storyPartsSchema, type StoryPart } from './story';

/**
 * Storytelling (issue 13): a story written beat by beat through a framework. Each beat asks one
 * question and lands in one of the story's parts, so a story written here reads the same in the
 * bank and can go onto a page like any other.
 */
export type Beat = { key: string; name: string; question: string; part: StoryPart };
export type Framework = { key: string; name: string; description: string; beats: readonly Beat[] };

export const FRAMEWORKS = [
  {
    key: 'before-after-bridge',
    name: 'Before, After, Bridge',
    description: 'Where they were, where they are now, and what got them across.',
    beats: [
      {
        key: 'before',
        name: 'Before',
        question: 'What was life like before? What did it cost them?',
        part: 'before',
      },
      {
        key: 'after',
        name: 'After',
        question: 'What is different now? Say it in things you can see.',
        part: 'after',
      },
      {
        key: 'bridge',
        name: 'Bridge',
        question: 'What got them from before to after? What did you do together?',
        part: 'turningPoint',
      },
    ],
  },
  {
    key: 'heros-journey',
    name: "Hero's journey (five beats)",
    description:
      'An ordinary life, a challenge, a turning point, a transformation, a lesson to share.',
    beats: [
      {
        key: 'ordinary',
        name: 'The ordinary world',
        question: 'What did a normal week look like at the start?',
        part: 'before',
      },
      {
        key: 'challenge',
        name: 'The challenge',
        question: 'What went wrong, or what could no longer go on?',
        part: 'struggle',
      },
      {
        key: 'turning',
        name: 'The turning point',
        question: 'What decision, person or idea changed the direction?',
        part: 'turningPoint',
      },
      {
        key: 'transformation',
        name: 'The transformation',
        question: 'What changed, and what did it take?',
        part: 'after',
      },
      {
        key: 'return',
        name: 'The return',
        question: 'What would you tell someone who is where they started?',
        part: 'lesson',
      },
    ],
  },
  {
    key: 'problem-agitate-solve',
    name: 'Problem, Agitate, Solve',
    description: 'Name the problem, show what it really costs, then show the way out.',
    beats: [
      {
        key: 'problem',
        name: 'Problem',
        question: 'What problem were they facing, in their words?',
        part: 'before',
      },
      {
        key: 'agitate',
        name: 'Agitate',
        question: 'What did it cost them? What made it worse every week?',
        part: 'struggle',
      },
      {
        key: 'solve',
        name: 'Solve',
        question: 'How was it solved, and what is true now?',
        part: 'after',
      },
    ],
  },
] as const satisfies readonly Framework[];

export type FrameworkKey = (typeof FRAMEWORKS)[number]['key'];
export const FRAMEWORK_KEYS = FRAMEWORKS.map((f) => f.key) as [FrameworkKey, ...FrameworkKey[]];

export function frameworkOf(key: FrameworkKey): Framework {
  return FRAMEWORKS.find((f) => f.key === key) ?? FRAMEWORKS[0];
}

/** The coach's words per beat, keyed by beat. */
export type BeatNotes = Record<string, string>;

/** The story's parts from the words written beat by beat (empty beats leave their part empty). */
export function partsFromBeats(framework: Framework, notes: BeatNotes) {
  const parts: Record<StoryPart, string> = storyPartsSchema.parse({});
  for (const beat of framework.beats) {
    const words = (notes[beat.key] ?? '').trim();
    if (words) parts[beat.part] = parts[beat.part] ? `${parts[beat.part]}\n\n${words}` : words;
  }
  return parts;
}

/** POST /api/ai/story-beat: a suggestion for one beat from the avatar and the notes so far. */
export const storyBeatRequestSchema = z
  .strictObject({
    framework: z.enum(FRAMEWORK_KEYS),
    beat: text(40).min(1, 'is required'),
    kind: z.enum(STORY_KINDS).default('client-transformation'),
    /** Whose story (a client's name); empty for the coach's own. */
    person: text(STORY_LIMITS.person).trim().default(''),
    /** What changed, in a few words, if the coach has said. */
    result: text(STORY_LIMITS.result).trim().default(''),
    notes: z.record(text(40), text(STORY_LIMITS.part)).default({}),
    /** The avatar the story speaks to: one of the coach's own; left out, the current one if any. */
    avatarId: idSchema.nullable().default(null),
    variant: z.number().int().min(0).max(1000).default(0),
  })
  .superRefine((value, ctx) => {
    const framework = frameworkOf(value.framework);
    if (!framework.beats.some((b) => b.key === value.beat)) {
      ctx.addIssue({
        code: 'custom',
        path: ['beat'],
        message: `must be one of: ${framework.beats.map((b) => b.key).join(', ')}`,
      });
    }
    const unknown = Object.keys(value.notes).find((k) => !framework.beats.some((b) => b.key === k));
    if (unknown !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['notes', unknown],
        message: 'is not a beat of this framework',
      });
    }
  });
export type StoryBeatRequest = z.output<typeof storyBeatRequestSchema>;

export type StoryBeatAnswer = {
  suggestion: string;
  /** The avatar fields and beats it drew on. */
  sources: string[];
  provider: string;
  avatarName: string | null;
};
