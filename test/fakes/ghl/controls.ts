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
  }
}
