export type RateLimitOptions = {
  /** Requests per interval (the provider's burst limit: 100 per 10 s). */
  max: number;
  intervalMs: number;
  /** Requests per day (200,000). */
  daily: number;
};

export const PROVIDER_RATE_LIMIT: RateLimitOptions = {
  max: 100,
  intervalMs: 10_000,
  daily: 200_000,
};

type Window = { start: number; count: number; dayStart: number; dayCount: number };

const DAY_MS = 86_400_000;

/** The provider's per-location limits and the `X-RateLimit-*` headers it sends with every answer. */
export class RateLimiter {
  private windows = new Map<string, Window>();

  constructor(private readonly options: RateLimitOptions) {}

  private windowFor(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (!window) {
      window = { start: now, count: 0, dayStart: now, dayCount: 0 };
      this.windows.set(key, window);
    }
    if (now - window.start >= this.options.intervalMs)
      Object.assign(window, { start: now, count: 0 });
    if (now - window.dayStart >= DAY_MS) Object.assign(window, { dayStart: now, dayCount: 0 });
    return window;
  }

  headers(key: string | undefined, now: number): Record<string, string> {
    const window = key ? this.windowFor(key, now) : undefined;
    const { max, intervalMs, daily } = this.options;
    return {
      'X-RateLimit-Limit-Daily': String(daily),
      'X-RateLimit-Daily-Remaining': String(Math.max(0, daily - (window?.dayCount ?? 0))),
      'X-RateLimit-Interval-Milliseconds': String(intervalMs),
      'X-RateLimit-Max': String(max),
      'X-RateLimit-Remaining': String(Math.max(0, max - (window?.count ?? 0))),
    };
  }

  /** Counts one request; when over a limit, answers how many seconds until the window opens again. */
  take(key: string, now: number): { retryAfterSeconds?: number } {
    const window = this.windowFor(key, now);
    if (window.dayCount >= this.options.daily) {
      return { retryAfterSeconds: Math.ceil((window.dayStart + DAY_MS - now) / 1000) };
    }
    if (window.count >= this.options.max) {
      return {
        retryAfterSeconds: Math.max(
          1,
          Math.ceil((window.start + this.options.intervalMs - now) / 1000),
        ),
      };
    }
    window.count += 1;
    window.dayCount += 1;
    return {};
  }

  reset() {
    this.windows.clear();
  }
}
