import { aiFor } from '../own-ai/ai-for';
import { and, desc, eq } from 'drizzle-orm';
import type { ContentKind } from '../../../model/ai/content';
import {
  JOURNEY_LIMITS,
  STAGES,
  type JourneyDraftAnswer,
  type StageKey,
} from '../../../model/journeys/journey';
import { contentItems } from '../../db/schema';
import type { GenerationContext } from '../ai/generate-content';
import { generationAvatar } from '../ai/generation-avatar';
import { runGeneration } from '../ai/run-generation';
import { readBrandVoice } from '../brand/brand-kit-rows';

/** Which stage a kind of library content usually serves. */
const SERVES: Record<ContentKind, StageKey> = {
  social: 'awareness',
  website: 'consideration',
  offer: 'decision',
  email: 'onboarding',
};

/** The avatar's newest content items, by the stage they serve (three at most each). */
async function contentByStage({ db, userId }: GenerationContext, avatarId: number) {
  const rows = await db
    .select({ id: contentItems.id, kind: contentItems.kind })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), eq(contentItems.avatarId, avatarId)))
    .orderBy(desc(contentItems.createdAt))
    .limit(200);
  const byStage = new Map<StageKey, number[]>();
  for (const row of rows) {
    const stage = SERVES[row.kind];
    const ids = byStage.get(stage) ?? [];
    if (ids.length < 3) byStage.set(stage, [...ids, row.id]);
  }
  return byStage;
}

/**
 * POST /api/journeys/draft: a first map for one of the coach's avatars, written by the AI layer
 * (rate-limited like every generation) and filled with the avatar's own library content. Not
 * kept: the coach edits it and saves it as a journey.
 */
export async function draftJourney(
  context: GenerationContext,
  input: { avatarId: number; variant: number },
): Promise<JourneyDraftAnswer> {
  const { db, services, userId, signal } = context;
  const avatar = await generationAvatar(db, userId, input.avatarId);
  const voice = await readBrandVoice(db, userId);
  const ai = await aiFor(db, services, userId);
  const written = await runGeneration(db, services, userId, signal, (s) =>
    ai.journeyDraft({ avatar: avatar.fields, variant: input.variant, voice }, s),
  );
  const content = await contentByStage(context, input.avatarId);
  const cap = <T>(items: T[]) => items.slice(0, JOURNEY_LIMITS.items);
  const stages = STAGES.map((stage) => {
    const drafted = written.output.stages.find((s) => s.key === stage.key);
    return {
      key: stage.key,
      name: stage.name,
      questions: cap(drafted?.questions ?? []),
      feelings: cap(drafted?.feelings ?? []),
      touchpoints: cap(drafted?.touchpoints ?? []).map((t) => ({ ...t, ref: '' })),
      contentIds: content.get(stage.key) ?? [],
    };
  });
  return {
    journey: { avatarId: input.avatarId, name: `${avatar.name}: journey`.slice(0, 120), stages },
    provider: ai.name,
    sources: written.sources,
  };
}
