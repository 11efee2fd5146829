import { eq, sql } from 'drizzle-orm';
import {
  needsKey,
  OWN_AI_BASE_URLS,
  type OwnAiAnswer,
  type OwnAiInput,
} from '../../../model/ai/own-ai';
import type { Db } from '../../db/database';
import { ownAiSettings } from '../../db/schema';
import { AppError } from '../../errors';
import { outboundErrorIn } from '../../integrations/outbound/errors';
import type { Services } from '../../services';
import { keyOpens, ownAiAnswer, ownAiRow } from './own-ai-rows';

const refuse = (field: string, reason: string) =>
  new AppError('bad_request', `${field} ${reason}`, { [field]: reason });

/** The address to call: a known provider's own, or the coach's (Ollama's may be moved). */
function baseUrlOf(input: OwnAiInput): string {
  const given = input.baseUrl?.replace(/\/+$/, '');
  if (input.provider === 'other') return given ?? '';
  if (input.provider === 'ollama') return given || OWN_AI_BASE_URLS.ollama;
  return OWN_AI_BASE_URLS[input.provider];
}

/**
 * PUT /api/account/ai: the coach's own AI. The address must be one the guarded client would call
 * (public https; a local Ollama only where ALLOW_PRIVATE_OUTBOUND allows it), else a 400 naming
 * the field and nothing changes. A key left out keeps the stored one for the same address.
 */
export async function saveOwnAi(
  db: Db,
  services: Services,
  userId: number,
  input: OwnAiInput,
): Promise<OwnAiAnswer> {
  if (input.provider === 'ollama' && !services.outbound.allowPrivate) {
    throw refuse('provider', 'Ollama is only for self-hosted installs');
  }
  const baseUrl = baseUrlOf(input);
  const stored = await ownAiRow(db, userId);
  let key: { keySealed: string | null; keyHint: string | null } = {
    keySealed: null,
    keyHint: null,
  };
  if (input.apiKey !== undefined) {
    key = { keySealed: services.secrets.seal(input.apiKey), keyHint: input.apiKey.slice(-4) };
  } else if (needsKey(input.provider)) {
    // A key is kept only for the address it was given for, and only while it still opens.
    const keeps =
      stored?.provider === input.provider &&
      stored.baseUrl === baseUrl &&
      stored.keySealed !== null;
    if (!keeps || !keyOpens(services, stored)) throw refuse('apiKey', 'is required');
    key = { keySealed: stored.keySealed, keyHint: stored.keyHint };
  }
  try {
    await services.outbound.check(baseUrl);
  } catch (error) {
    const refused = outboundErrorIn(error);
    if (!refused) throw error;
    throw refuse('baseUrl', refused.forField('').trim());
  }
  const values = { provider: input.provider, baseUrl, model: input.model, ...key };
  const [row] = await db
    .insert(ownAiSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: ownAiSettings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return ownAiAnswer(services, row ?? null);
}

/** DELETE /api/account/ai: back to the operator's AI (or the offline copywriter). */
export async function removeOwnAi(db: Db, userId: number): Promise<void> {
  await db.delete(ownAiSettings).where(eq(ownAiSettings.userId, userId));
}
