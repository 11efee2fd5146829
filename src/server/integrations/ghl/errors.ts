import { CrmError } from '../crm/crm-port';

/** The provider's name, as the spec's messages say it. */
export const PROVIDER = 'GoHighLevel';

/**
 * A call to GoHighLevel that did not succeed (the port's CrmError, named for GoHighLevel). The
 * message is the spec's: 'GoHighLevel API error: {status} {statusText}'.
 */
export class GhlError extends CrmError {
  constructor(
    status: number | null,
    statusText: string,
    reason: string | null,
    retryAfterMs: number | null = null,
  ) {
    super(PROVIDER, status, statusText, reason, retryAfterMs);
  }
}

/** Our own routes answer this while the provider's Retry-After runs, without calling it. */
export class GhlCoolingDown extends GhlError {
  constructor(retryAfterMs: number) {
    super(429, 'Too Many Requests', 'GoHighLevel asked us to slow down', retryAfterMs);
  }
}

/**
 * Background work (the lead outbox) waits while half of the window's budget is spent, leaving
 * the rest to the coach's own CRM screens; it is tried again when the window ends.
 */
export class GhlSavingBudget extends GhlError {
  constructor(waitMs: number) {
    super(
      429,
      'Too Many Requests',
      'waiting for room in the request budget (your own CRM screens go first)',
      waitMs,
    );
  }
}
