import { aiFor } from '../own-ai/ai-for';
import {
  frameworkOf,
  type StoryBeatAnswer,
  type StoryBeatRequest,
} from '../../../model/stories/frameworks';
import { AppError } from '../../errors';
import type { GenerationContext } from './generate-content';
import { readBrandVoice } from '../brand/brand-kit-rows';
import { optionalGenerationAvatar } from './generation-avatar';
import { runGeneration } from './run-generation';

/**
 * POST /api/ai/story-beat: a suggestion for one beat of a story being written in Storytelling,
 * from the coach's avatar (the one named, else the current one; a story can be written without
 * one) and what they wrote in the other beats. A draft aid: not kept in the content library.
 */
export async function suggestStoryBeat(
  { db, services, userId, signal }: GenerationContext,
  input: StoryBeatRequest,
): Promise<StoryBeatAnswer> {
  const framework = frameworkOf(input.framework);
  const beat = framework.beats.find((b) => b.key === input.beat);
  if (!beat)
    throw new AppError('bad_request', 'beat is not in this framework', {
      beat: 'is not in this framework',
    });
  const avatar = await optionalGenerationAvatar(db, userId, input.avatarId);
  const voice = await readBrandVoice(db, userId);
  const ai = await aiFor(db, services, userId);
  const written = await runGeneration(db, services, userId, signal, (s) =>
    ai.storyBeat(
      {
        avatar: avatar?.fields ?? null,
        voice,
        framework,
        beat,
        kind: input.kind,
        person: input.person,
        result: input.result,
        notes: input.notes,
        variant: input.variant,
      },
      s,
    ),
  );
  return {
    suggestion: written.output.suggestion,
    sources: written.sources,
    provider: ai.name,
    avatarName: avatar?.name ?? null,
  };
}
