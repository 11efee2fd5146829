import { forcedFailure, type GhlError } from './errors';

/**
 * How the fake misbehaves. 'down' refuses connections (the listening socket is closed, so a client
 * gets ECONNREFUSED); 'slow' answers every request after a delay (writes are applied after it even
 * when the client gave up); '429', '500' and '503' answer every request with that status and apply
 * nothing.
 */
export type FakeGhlMode = 'up' | 'down' | 'slow' | '429' | '500' | '503';

export type ModeOptions = {
  /** For 'slow': how long each request waits before it is handled (default 3000 ms). */
  delayMs?: number;
  /** For '429' and '503': the `Retry-After` seconds (default 1). */
  retryAfterSeconds?: number;
};

export class Controls {
  mode: FakeGhlMode = 'up';
  delayMs = 3000;
  retryAfterSeconds = 1;
  private failures: { status: number; retryAfterSeconds: number }[] = [];
  private drops = 0;
  /** Answers to lose: each of the next `count` successful writes whose path `path` matches. */
  private lostAnswers: { count: number; path: RegExp }[] = [];
  /** Requests held back until enough of them wait (see `gather`). */
  private gathering: { path: RegExp; count: number; maxWaitMs: number; waiting: (() => void)[] }[] =
    [];

  setMode(mode: FakeGhlMode, options: ModeOptions = {}) {
    this.mode = mode;
    if (options.delayMs !== undefined) this.delayMs = options.delayMs;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  failNext(count: number, status: number, retryAfterSeconds = this.retryAfterSeconds) {
    for (let i = 0; i < count; i++) this.failures.push({ status, retryAfterSeconds });
  }

  dropNext(count: number) {
    this.drops += count;
  }

  applyThenDropAnswer(count: number, path = /./) {
    this.lostAnswers.push({ count, path });
  }

  /**
   * Holds each request whose path matches until `count` such requests wait together (or
   * `maxWaitMs` passed since the first), then lets them all go at once: calls a client makes at
   * the same time reach the provider at the same time, as they can in production.
   */
  gather(path: RegExp, count: number, maxWaitMs: number) {
    this.gathering.push({ path, count, maxWaitMs, waiting: [] });
  }

  /** Resolves when this request may go on (at once unless a gathering holds it). */
  waitForGathering(path: string): Promise<void> {
    const group = this.gathering.find((g) => g.path.test(path));
    if (!group) return Promise.resolve();
    return new Promise((resolve) => {
      group.waiting.push(resolve);
      const release = () => group.waiting.splice(0).forEach((go) => go());
      if (group.waiting.length >= group.count) release();
      else if (group.waiting.length === 1) setTimeout(release, group.maxWaitMs).unref();
    });
  }

  /** The failure this request gets before anything else happens, if any. */
  takeForcedFailure(): GhlError | undefined {
    const queued = this.failures.shift();
    if (queued) return forcedFailure(queued.status, queued.retryAfterSeconds);
    if (this.mode === '429' || this.mode === '500' || this.mode === '503') {
      return forcedFailure(Number(this.mode), this.retryAfterSeconds);
    }
    return undefined;
  }

  takeDrop(): boolean {
    if (this.drops === 0) return false;
    this.drops -= 1;
    return true;
  }

  takeLostAnswer(path: string): boolean {
    const lost = this.lostAnswers.find((l) => l.count > 0 && l.path.test(path));
    if (!lost) return false;
    lost.count -= 1;
    return true;
  }

  reset() {
    this.mode = 'up';
    this.delayMs = 3000;
    this.retryAfterSeconds = 1;
    this.failures = [];
    this.drops = 0;
    this.lostAnswers = [];
    this.gathering.forEach((g) => g.waiting.splice(0).forEach((go) => go()));
    this.gathering = [];
  }
}
