import { AppError } from '../../errors';
import { CrmError, CrmFieldError } from '../../integrations/crm/crm-port';

/**
 * What the coach is told when the CRM did not do what was asked: its refusal (400, with its
 * reason), its asking us to slow down (503 with Retry-After; no call is made while it runs), or
 * its being out of reach (502). Something the coach sent that the provider cannot use (a cursor)
 * is a 400 naming the field.
 */
export function providerFailure(error: unknown): unknown {
  if (error instanceof CrmFieldError) {
    return new AppError('bad_request', error.message, { [error.field]: error.reason });
  }
  if (!(error instanceof CrmError)) return error;
  const withReason = error.reason ? `${error.message}: ${error.reason}` : error.message;
  if (error.status === 429) return coolingDown(error.provider, error.retryAfterMs ?? 1000);
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

/** The 503 the coach's screens answer, without calling, while the provider's Retry-After runs. */
export function coolingDown(provider: string, retryAfterMs: number): AppError {
  return new AppError(
    'unavailable',
    `${provider} asked us to slow down. Please try again in a moment.`,
    undefined,
    { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  );
}
