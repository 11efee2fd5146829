import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { AiProviderError } from '../../integrations/ai/provider';
import type { Services } from '../../services';
import { countAttempt } from '../auth/rate-limit';

/**
 * Counts one AI call against the coach's per-minute allowance (AI_RATE_LIMIT_PER_MINUTE, shared by
 * generations and the AI Business Coach); past it, 429 'Too many {what} in a minute' with Retry-After.
 */
export async function takeAiAllowance(
  db: Db,
  services: Services,
  userId: number,
  what: string,
): Promise<void> {
  const { count, secondsLeft } = await countAttempt(db, `ai:${userId}`, 60);
  if (count > services.aiPerMinute) {
    throw new AppError(
      'too_many_requests',
      `Too many ${what} in a minute. Please wait a moment and try again.`,
      undefined,
      { retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)) },
    );
  }
}

/**
 * Runs one generation for a coach: counted against their per-minute allowance (429 past it),
 * with the provider's failure told as a 502 or 503 that names what happened (never its key) and
 * logged for the operator; a call the coach cancelled is neither answered nor logged as a failure.
 */
export async function runGeneration<T>(
  db: Db,
  services: Services,
  userId: number,
  signal: AbortSignal,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  await takeAiAllowance(db, services, userId, 'generations');
  try {
    return await work(signal);
  } catch (error) {
    if (signal.aborted) throw new AppError('cancelled', 'The request was cancelled.');
    if (!(error instanceof AiProviderError)) throw error;
    const detail = `AI provider: ${error.reason}${error.detail ? `: ${error.detail}` : ''}`;
    if (error.reason === 'rate-limited') {
      throw new AppError(
        'unavailable',
        `${error.message} Please try again in a minute.`,
        undefined,
        {
          retryAfterSeconds: 30,
          detail,
        },
      );
    }
    throw new AppError('bad_gateway', error.message, undefined, { detail });
  }
}
