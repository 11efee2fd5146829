import { forcedFailure, type HubSpotError } from './errors';

/**
 * How the fake misbehaves. 'down' refuses connections (the listening socket is closed); 'slow'
 * answers every request after `delayMs` (writes are applied after the delay, even when the client
 * gave up); '500' and '503' answer every request with that status and apply nothing.
 */
export type FakeHubSpotMode = 'up' | 'down' | 'slow' | '500' | '503';

export type ModeOptions = {
  /** For 'slow': how long each request waits before it is handled (default 3000 ms). */
  delayMs?: number;
};

export class Controls {
  mode: FakeHubSpotMode = 'up';
  delayMs = 3000;
  /**
   * How long a record created or changed stays out of search results: HubSpot's search reads an
   * index that catches up a few seconds after a write (reads by id see the write at once).
   */
  searchLagMs = 0;
  private failures: number[] = [];
  private drops = 0;
  /** Answers to lose: each of the next `count` successful writes whose path matches `path`. */
  private lostAnswers: { count: number; path: RegExp }[] = [];

  setMode(mode: FakeHubSpotMode, options: ModeOptions = {}) {
    this.mode = mode;
    if (options.delayMs !== undefined) this.delayMs = options.delayMs;
  }

  failNext(count: number, status: number) {
    for (let i = 0; i < count; i++) this.failures.push(status);
  }

  dropNext(count: number) {
    this.drops += count;
  }

  applyThenDropAnswer(count: number, path = /./) {
    this.lostAnswers.push({ count, path });
  }

  /** The failure this request gets before anything else happens, if any. */
  takeForcedFailure(): HubSpotError | undefined {
    const queued = this.failures.shift();
    if (queued !== undefined) return forcedFailure(queued);
    if (this.mode === '500' || this.mode === '503') return forcedFailure(Number(this.mode));
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
    this.searchLagMs = 0;
    this.failures = [];
    this.drops = 0;
    this.lostAnswers = [];
  }
}
