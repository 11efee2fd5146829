import { OWN_AI_LABELS, ownProviderName } from '../../../model/ai/own-ai';
import type { Db } from '../../db/database';
import type { AiProvider } from '../../integrations/ai/provider';
import type { Services } from '../../services';
import { keyForCall, ownAiRow, type OwnAiRow } from './own-ai-rows';

/** The coach's own AI as a provider (services.ownAi: through the guarded outbound client only). */
export function ownProvider(services: Services, row: OwnAiRow, apiKey: string | null): AiProvider {
  return services.ownAi({
    baseUrl: row.baseUrl,
    apiKey: apiKey ?? undefined,
    model: row.model,
    name: ownProviderName(row.provider, row.model),
  });
}

/**
 * Who writes for this coach: their own AI when they set one, else the operator's (AI_BASE_URL),
 * else the offline copywriter. A stored key that no longer opens is a 400 asking for it again,
 * never a quiet fall back to another provider.
 */
export async function aiFor(db: Db, services: Services, userId: number): Promise<AiProvider> {
  const row = await ownAiRow(db, userId);
  if (!row) return services.ai;
  return ownProvider(services, row, keyForCall(services, row));
}

export const ownAiLabel = (row: OwnAiRow) =>
  row.provider === 'other' ? row.baseUrl : OWN_AI_LABELS[row.provider];
