import type { GenerationFacts } from '../../../model/ai/api';
import { allStrings, machinePhrases } from '../../../model/ai/machine-phrases';
import { AVATAR_FORM } from '../../../model/avatars/avatar-form';
import { avoidedPhrases, type BrandVoice } from '../../../model/brand/brand-kit';
import type { GenerationAvatar } from './generation-avatar';

const KNOWN_SOURCES: ReadonlySet<string> = new Set(
  AVATAR_FORM.flatMap((group) => group.fields.map((field) => field.path)),
);

/** The sources a provider named that are avatar fields, once each, in form order. */
export function knownSources(named: readonly string[]): string[] {
  const wanted = new Set(named);
  return [...KNOWN_SOURCES].filter((source) => wanted.has(source));
}

/** What every answer carries beside its copy (all but the content id). */
export function generationFacts(
  avatar: GenerationAvatar,
  provider: string,
  variant: number,
  sources: readonly string[],
  proofNeeded: string[],
  output: unknown,
  voice: BrandVoice | null = null,
): Omit<GenerationFacts, 'contentId'> {
  const texts = allStrings(output);
  return {
    provider,
    variant,
    avatarId: avatar.id,
    avatarName: avatar.name,
    sources: knownSources(sources),
    proofNeeded,
    // Machine-sounding phrases, and any phrase the coach's brand voice avoids.
    flags: [...machinePhrases(texts), ...avoidedPhrases(texts, voice)],
  };
}
