import type { Clock } from '../../clock';

/**
 * How hard one location's API may be called now, from what the provider said last: a 429 closes
 * the gate for its Retry-After; a low X-RateLimit-Remaining spaces calls out over what is left of
 * the window. One gate per location, shared by the routes and the outbox of this process.
 */
export class RateGate {
  private closedUntil = 0;
  private remaining = Infinity;
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

  close(forMs: number): void {
    this.closedUntil = Math.max(this.closedUntil, this.clock.now() + forMs);
  }

  /** Reads X-RateLimit-Remaining and X-RateLimit-Interval-Milliseconds from an answer. */
  observe(headers: Headers): void {
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const interval = Number(headers.get('x-ratelimit-interval-milliseconds'));
    if (!headers.has('x-ratelimit-remaining') || !Number.isFinite(remaining)) return;
    this.remaining = remaining;
    this.windowEndsAt =
      this.clock.now() + (Number.isFinite(interval) && interval > 0 ? interval : 10_000);
  }
}

/** Below this many calls left in the window, calls are spaced out. */
const LOW_REMAINING = 10;
const MAX_SPACING_MS = 2000;
