import type pg from 'pg';

/**
 * How busy the database's connections are, read at each metrics scrape: PostgreSQL's pool
 * (connections open, idle, and queries waiting for one), or the embedded database's one queue
 * (work waiting, and how long the oldest has waited).
 */
export type PoolStats =
  | { kind: 'postgres'; total: number; idle: number; waiting: number }
  | { kind: 'pglite'; waiting: number; oldestWaitMs: number };

/** A pg.Pool's counts, read when asked. */
export function pgPoolStats(pool: pg.Pool): () => PoolStats {
  return () => ({
    kind: 'postgres',
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
}
