import { performance } from 'node:perf_hooks';

type Waiting = { since: number; start: () => void; giveUp: () => void };

/**
 * Runs work one item at a time, in arrival order, and knows how long the oldest waiting item has
 * waited. An item that has waited more than `giveUpMs` is not run: `giveUp` answers it instead
 * (its promise rejects with what `giveUp` returns).
 */
export class WorkQueue {
  private running = false;
  private readonly waiting: Waiting[] = [];
  private sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly giveUpMs: number,
    private readonly giveUpError: () => Error,
  ) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.running && this.waiting.length === 0) return this.start(work);
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        since: performance.now(),
        start: () => this.start(work).then(resolve, reject),
        giveUp: () => reject(this.giveUpError()),
      });
      this.armSweep();
    });
  }

  /** How long the oldest waiting item has waited, in ms (0 when nothing waits). */
  oldestWaitMs(now = performance.now()): number {
    const oldest = this.waiting[0];
    return oldest ? now - oldest.since : 0;
  }

  /** How many items wait behind the running one. */
  get depth(): number {
    return this.waiting.length;
  }

  private async start<T>(work: () => Promise<T>): Promise<T> {
    this.running = true;
    try {
      return await work();
    } finally {
      this.running = false;
      this.next();
    }
  }

  private next(): void {
    this.dropExpired();
    const item = this.waiting.shift();
    if (item) item.start();
  }

  /** Answers every item that waited too long: they are the oldest, so they lead the queue. */
  private dropExpired(now = performance.now()): void {
    while (this.waiting.length > 0 && this.oldestWaitMs(now) > this.giveUpMs) {
      this.waiting.shift()?.giveUp();
    }
  }

  /** Also gives up on waiting items while the running one takes long (a stuck transaction). */
  private armSweep(): void {
    if (this.sweep !== undefined || this.waiting.length === 0) return;
    const delay = Math.max(0, this.giveUpMs - this.oldestWaitMs()) + 1;
    this.sweep = setTimeout(() => {
      this.sweep = undefined;
      this.dropExpired();
      this.armSweep();
    }, delay);
    this.sweep.unref();
  }
}
