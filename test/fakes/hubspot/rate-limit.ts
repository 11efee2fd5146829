export type RateLimitOptions = {
  /** Requests per interval: a private app gets 100 per 10 s (150 on Professional and Enterprise). */
  max: number;
  intervalMs: number;
  /** Requests per day (250,000 on Free and Starter). */
  daily: number;
};

export const PROVIDER_RATE_LIMIT: RateLimitOptions = {
  max: 100,
  intervalMs: 10_000,
  daily: 250_000,
};

const DAY_MS = 86_400_000;

/**
 * The portal's burst limit, as a rolling window (HubSpot's policy is TEN_SECONDLY_ROLLING): a
 * request counts for `intervalMs` after it was accepted. Refused requests do not count.
 */
export class RateLimiter {
  private accepted: number[] = [];
  private dayStart: number | undefined;
  private dayCount = 0;

  constructor(readonly options: RateLimitOptions) {}

  private roll(now: number) {
    const since = now - this.options.intervalMs;
    while ((this.accepted[0] ?? Infinity) <= since) this.accepted.shift();
    if (this.dayStart === undefined || now - this.dayStart >= DAY_MS) {
      this.dayStart = now;
      this.dayCount = 0;
    }
  }

  /** The `X-HubSpot-RateLimit-*` headers HubSpot sends with every answer. */
  headers(now: number): Record<string, string> {
    this.roll(now);
    const { max, intervalMs, daily } = this.options;
    return {
      'X-HubSpot-RateLimit-Daily': String(daily),
      'X-HubSpot-RateLimit-Daily-Remaining': String(Math.max(0, daily - this.dayCount)),
      'X-HubSpot-RateLimit-Interval-Milliseconds': String(intervalMs),
      'X-HubSpot-RateLimit-Max': String(max),
      'X-HubSpot-RateLimit-Remaining': String(Math.max(0, max - this.accepted.length)),
    };
  }

  /** Counts one request; false when the window or the day is full. */
  take(now: number): boolean {
    this.roll(now);
    if (this.dayCount >= this.options.daily || this.accepted.length >= this.options.max) {
      return false;
    }
    this.accepted.push(now);
    this.dayCount += 1;
    return true;
  }

  reset() {
    this.accepted = [];
    this.dayStart = undefined;
    this.dayCount = 0;
  }
}
