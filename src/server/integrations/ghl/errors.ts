/** The provider's name, as the spec's messages say it. */
export const PROVIDER = 'GoHighLevel';

/**
 * A call to GoHighLevel that did not succeed. `status` is the provider's HTTP status (null when it
 * could not be reached or did not answer in time); `reason` is the provider's own message, when
 * it gave one. The message is the spec's: 'GoHighLevel API error: {status} {statusText}'.
 */
export class GhlError extends Error {
  constructor(
    readonly status: number | null,
    readonly statusText: string,
    readonly reason: string | null,
    /** From a 429's Retry-After (or the provider's window), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(
      status === null
        ? `${PROVIDER} could not be reached: ${statusText}`
        : `${PROVIDER} API error: ${status} ${statusText}`,
    );
  }

  /** The provider refused what was asked (a bad token, a wrong location, a bad field). */
  get refused(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 429;
  }

  /** Worth trying again later: unreachable, slow, rate-limited or failing on its side. */
  get transient(): boolean {
    return !this.refused;
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
