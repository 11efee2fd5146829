import { AppError } from '../../errors';
import { GhlError, PROVIDER } from '../../integrations/ghl/errors';

/**
 * What the coach is told when GoHighLevel did not do what was asked: its refusal (400, with its
 * reason), its asking us to slow down (503 with Retry-After; no call is made while it runs), or
 * its being out of reach (502).
 */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof GhlError)) return error;
  const withReason = error.reason ? `${error.message}: ${error.reason}` : error.message;
  if (error.status === 429) {
    return new AppError(
      'unavailable',
      `${PROVIDER} asked us to slow down. Please try again in a moment.`,
      undefined,
      { retryAfterSeconds: Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000)) },
    );
  }
  if (error.refused) return new AppError('bad_request', withReason);
  return new AppError('bad_gateway', withReason);
}

/** Runs a provider call, answering its failure as providerFailure says. */
export async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerFailure(error);
  }
}
