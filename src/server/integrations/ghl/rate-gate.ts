import type { Clock } from '../../clock';

/** The longest a provider's Retry-After (or any slow-down) closes the gate: a minute. */
export const MAX_CLOSED_MS = 60_000;

/**
 * How hard one location's API may be called now, from what the provider said last: a 429 closes
 * the gate for its Retry-After (a minute at most, whatever it asked); a low X-RateLimit-Remaining
 * spaces calls out over what is left of the window; background work (the lead outbox) keeps to
 * the first half of each window's budget, so the coach's own CRM screens always have the rest.
 * One gate per location, shared by the routes and the outbox of this process.
 */
export class RateGate {
  private closedUntil = 0;
  private remaining = Infinity;
  private max = Infinity;
  private windowEndsAt = 0;

  constructor(private readonly clock: Clock) {}

  /** Milliseconds the gate stays closed (0 when open). */
  closedFor(): number {
    return Math.max(0, this.closedUntil - this.clock.now());
  }

  /** How long to wait before the next call so the rest of the window's calls are spread out. */
  spacing(): number {
    const now = this.clock.now();
    if (this.remaining > LOW_REMAINING || now >= this.windowEndsAt) return 0;
    return Math.min(MAX_SPACING_MS, (this.windowEndsAt - now) / (this.remaining + 1));
  }

  /**
   * How long background work should wait before calling: until the window ends, once half of its
   * budget is spent (0 when it may call now).
   */
  backgroundWait(): number {
    const now = this.clock.now();
    if (now >= this.windowEndsAt || !Number.isFinite(this.max)) return 0;
    return this.remaining <= this.max / 2 ? this.windowEndsAt - now : 0;
  }

  close(forMs: number): void {
    const until = this.clock.now() + Math.min(forMs, MAX_CLOSED_MS);
    this.closedUntil = Math.max(this.closedUntil, until);
  }

  /** Reads X-RateLimit-Remaining, -Max and -Interval-Milliseconds from an answer. */
  observe(headers: Headers): void {
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const interval = Number(headers.get('x-ratelimit-interval-milliseconds'));
    const max = Number(headers.get('x-ratelimit-max'));
    if (!headers.has('x-ratelimit-remaining') || !Number.isFinite(remaining)) return;
    this.remaining = remaining;
    if (headers.has('x-ratelimit-max') && Number.isFinite(max) && max > 0) this.max = max;
    this.windowEndsAt =
      this.clock.now() + (Number.isFinite(interval) && interval > 0 ? interval : 10_000);
  }
}

/** Below this many calls left in the window, calls are spaced out. */
const LOW_REMAINING = 10;
const MAX_SPACING_MS = 2000;
