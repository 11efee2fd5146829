import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { serverBusy } from '../errors';
import type { PoolStats } from './pool-stats';
import { queueTime } from './work-order';
import { WorkQueue } from './work-queue';

/**
 * PGlite (one connection, run on this thread) whose queries, statements and transactions wait in
 * a queue this process can see, so the server can tell when the database falls behind (`busy`)
 * and stop taking new API work, instead of holding every request for seconds. Work that has
 * waited more than `giveUpMs` is answered with a 503 instead of being run late.
 * Wait for `waitReady` before the first query (PGlite queries itself while it starts).
 */
export class QueuedPGlite extends PGlite {
  private readonly queue: WorkQueue;

  constructor(
    dataDir: string | null,
    private readonly busyMs: number,
    giveUpMs = busyMs * 5,
    /** In memory only: start as a copy of this dump of another database (`dumpDataDir`). */
    copyOf?: Blob,
  ) {
    super(dataDir !== null ? { dataDir } : copyOf ? { loadDataDir: copyOf } : {});
    this.queue = new WorkQueue(giveUpMs, serverBusy);
  }

  /**
   * Whether the database is more than `busyMs` behind: its oldest waiting work has waited that
   * long, or the work waiting would take that long to run.
   */
  busy(): boolean {
    return this.queue.behindMs() > this.busyMs;
  }

  /** What waits in the queue now, for the metrics (pool-stats.ts). */
  queueStats(): PoolStats {
    return { kind: 'pglite', waiting: this.queue.depth, oldestWaitMs: this.queue.oldestWaitMs() };
  }

  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.queue.run(() => super.query<T>(query, params, options), queueTime());
  }

  override exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.queue.run(() => super.exec(query, options), queueTime());
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.queue.run(() => super.transaction(callback), queueTime());
  }
}
