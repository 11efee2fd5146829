import type { OwnAiTestAnswer } from '../../../model/ai/own-ai';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { outboundErrorIn } from '../../integrations/outbound/errors';
import { withoutKey } from '../../secrets/key-echoes';
import type { Services } from '../../services';
import { ownAiLabel } from './ai-for';
import { keyForCall, ownAiRow } from './own-ai-rows';

const TEST_TIMEOUT_MS = 15_000;

/**
 * What the provider said in its error answer (OpenAI's `{error: {message}}`), short, the key taken
 * out in any form it may echo it (secrets/key-echoes.ts); when part of it would still be there,
 * none of the provider's words.
 */
async function providerSaid(response: Response, apiKey: string | null): Promise<string> {
  const raw = await response.text().catch(() => '');
  let said = raw;
  try {
    const parsed = JSON.parse(raw) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string') said = message;
  } catch {
    // Not JSON: the text as it came.
  }
  const cleaned = withoutKey(said, apiKey, '[your key]');
  if (cleaned === null) return 'its answer held part of your key, so it is not shown';
  return cleaned.replace(/\s+/g, ' ').trim().slice(0, 200) || response.statusText;
}

/**
 * POST /api/account/ai/test: one tiny chat completion with the coach's saved provider, through
 * the guarded client, told in plain words: connected, or what the provider (or the address) said.
 */
export async function testOwnAi(
  db: Db,
  services: Services,
  userId: number,
  signal: AbortSignal,
): Promise<OwnAiTestAnswer> {
  const row = await ownAiRow(db, userId);
  if (!row) throw new AppError('bad_request', 'Save your own AI first.');
  const apiKey = keyForCall(services, row);
  const who = ownAiLabel(row);
  let response: Response;
  try {
    response = await services.outbound.fetch(`${row.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: row.model,
        messages: [{ role: 'user', content: 'Reply with the word OK.' }],
        max_tokens: 5,
      }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(TEST_TIMEOUT_MS)]),
    });
  } catch (error) {
    if (signal.aborted) throw new AppError('cancelled', 'The request was cancelled.');
    const refused = outboundErrorIn(error);
    if (refused) return { ok: false, message: `${refused.forField(`${who}'s address`)}.` };
    return { ok: false, message: `${who} could not be reached.` };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true, message: `Connected: ${row.model} at ${who} answered.` };
  }
  const said = await providerSaid(response, apiKey);
  return { ok: false, message: `${who} answered ${response.status}: ${said}` };
}
