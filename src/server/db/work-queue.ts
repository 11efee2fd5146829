import { performance } from 'node:perf_hooks';

type Waiting = {
  /** Its place in the queue: lower goes first (when its request came in; see work-order.ts). */
  order: number;
  /** When it was sent. */
  queuedAt: number;
  start: () => void;
  giveUp: () => void;
};

/**
 * Runs work one item at a time, lowest `order` first (by default the order it is sent in), and
 * knows how far behind it is. An item that has waited more than `giveUpMs` is not run: its promise
 * rejects with `giveUpError()` instead.
 *
 * One item runs per turn of the event loop, on a later turn than the one it was sent in. PGlite
 * runs a query on this thread and settles it in microtasks, so without the turns a request would
 * run all of its queries in one go while every other request stayed unread in its socket: the
 * queue would look empty however far behind the server was, the requests read last would wait
 * longest (seconds), and live pages (served from memory) would wait too. With them, the server
 * reads requests between queries and their work waits here, where its age shows. Short turns also
 * matter because the server takes new connections about one a turn (seen with Node 20 on Linux):
 * with 50 ms of queries a turn, a hundred clients connecting at once waited up to 6 s to be let in.
 * Costs no measurable throughput: a turn with nothing else to do takes microseconds.
 */
export class WorkQueue {
  private running = false;
  private scheduled = false;
  /**
   * How much of the clock an item takes, on average (moving, over roughly the last 20): its run,
   * and the turns the event loop takes between items while others wait (reading requests,
   * sending answers), so that `depth * serviceMs` is how long the waiting items will take.
   */
  private serviceMs = 0;
  private lastDone = 0;
  /**
   * How many items one `order` (one request) brings, on average: a request let in now waits also
   * for the queries the requests before it have yet to send (they go first). Counted per order in
   * `perOrder`, oldest orders folded into the average once they are likely done.
   */
  private itemsPerOrder = 1;
  private readonly perOrder = new Map<number, number>();
  private readonly waiting: Waiting[] = [];
  private sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly giveUpMs: number,
    private readonly giveUpError: () => Error,
  ) {}

  run<T>(work: () => Promise<T>, order?: number): Promise<T> {
    const queuedAt = performance.now();
    return new Promise<T>((resolve, reject) => {
      this.enqueue({
        order: order ?? queuedAt,
        queuedAt,
        start: () => {
          this.count(order ?? queuedAt);
          this.start(work, queuedAt).then(resolve, reject);
        },
        giveUp: () => reject(this.giveUpError()),
      });
      this.schedule();
      this.armSweep();
    });
  }

  /** How long the longest-waiting item has waited, in ms (0 when nothing waits). */
  oldestWaitMs(now = performance.now()): number {
    let oldest = now;
    for (const item of this.waiting) oldest = Math.min(oldest, item.queuedAt);
    return now - oldest;
  }

  /** How many items wait behind the running one. */
  get depth(): number {
    return this.waiting.length;
  }

  /**
   * How far behind the queue is, in ms: how long an item has waited, or how long the waiting
   * items will take to run, whichever is more. The second sees a burst coming (a hundred
   * requests read at once) before any of them has waited long.
   */
  behindMs(now = performance.now()): number {
    return Math.max(
      this.oldestWaitMs(now),
      this.waiting.length * this.serviceMs * this.itemsPerOrder,
    );
  }

  private count(order: number): void {
    this.perOrder.set(order, (this.perOrder.get(order) ?? 0) + 1);
    if (this.perOrder.size < 200) return;
    let items = 0;
    let orders = 0;
    for (const [key, seen] of this.perOrder) {
      if (orders === 100) break;
      items += seen;
      orders += 1;
      this.perOrder.delete(key);
    }
    this.itemsPerOrder += (items / orders - this.itemsPerOrder) / 2;
  }

  /** Keeps the queue in order; new work usually goes last, so look from the end. */
  private enqueue(item: Waiting): void {
    let at = this.waiting.length;
    while (at > 0 && (this.waiting[at - 1] as Waiting).order > item.order) at -= 1;
    this.waiting.splice(at, 0, item);
  }

  private schedule(): void {
    if (this.scheduled || this.running || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.next();
    });
  }

  private next(): void {
    if (this.running) return;
    this.dropExpired();
    this.waiting.shift()?.start();
  }

  private async start<T>(work: () => Promise<T>, queuedAt: number): Promise<T> {
    this.running = true;
    try {
      return await work();
    } finally {
      const done = performance.now();
      this.serviceMs += (done - Math.max(this.lastDone, queuedAt) - this.serviceMs) / 20;
      this.lastDone = done;
      this.running = false;
      this.schedule();
    }
  }

  /** Answers every item that has waited too long. */
  private dropExpired(now = performance.now()): void {
    if (this.oldestWaitMs(now) <= this.giveUpMs) return;
    const kept: Waiting[] = [];
    const expired: Waiting[] = [];
    for (const item of this.waiting) {
      (now - item.queuedAt > this.giveUpMs ? expired : kept).push(item);
    }
    this.waiting.splice(0, this.waiting.length, ...kept);
    for (const item of expired) item.giveUp();
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
