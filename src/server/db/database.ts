import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder } from './migrations-folder';
import { outageReason } from './outage';
import { migrateWhenReachable } from './postgres-start';
import { tighten } from './data-dir-permissions';
import { QueuedPGlite } from './queued-pglite';
import { pgPoolStats, type PoolStats } from './pool-stats';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Whether the database has fallen behind: PGlite's oldest waiting query has waited more than
   * DB_BUSY_MS. Always false on PostgreSQL, whose pool waits off this thread.
   */
  busy: () => boolean;
  /** How busy its connections are, for the metrics (pool-stats.ts). */
  poolStats?: () => PoolStats;
  close: () => Promise<void>;
};

/** DB_BUSY_MS's default: how long the oldest PGlite query may wait before new API work is refused. */
export const DEFAULT_BUSY_MS = 1000;

export { migrationsFolder } from './migrations-folder';

/**
 * Opens PGlite: in memory when dataDir is null, else under dataDir/pglite, which this process
 * then holds until it closes (see data-dir-lock.ts). Applies migrations. `busyMs` is DB_BUSY_MS;
 * work that has waited `giveUpMs` (default 5 x busyMs) answers 503 (see queued-pglite.ts).
 * The folder and everything in it are its owner's only (0700 and 0600): PGlite sets the files it
 * makes for a new database 0666 whatever the umask, so they are tightened once it is open.
 * In memory, `copyOf` starts it from a dump of another database (`dumpDataDir`): tests copy one
 * migrated database instead of making and migrating one per file (issue 26).
 */
export async function openPglite(
  dataDir: string | null,
  {
    busyMs = DEFAULT_BUSY_MS,
    giveUpMs,
    copyOf,
  }: { busyMs?: number; giveUpMs?: number; copyOf?: Blob } = {},
): Promise<Database> {
  if (dataDir === null) {
    return withMigrations(new QueuedPGlite(null, busyMs, giveUpMs, copyOf), () => {});
  }
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(dir, dataDir);
  try {
    tighten(dir);
    const database = await withMigrations(new QueuedPGlite(dir, busyMs, giveUpMs), unlock);
    tighten(dir);
    return database;
  } catch (error) {
    unlock();
    throw error;
  }
}

async function withMigrations(client: QueuedPGlite, unlock: () => void): Promise<Database> {
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      busy: () => client.busy(),
      poolStats: () => client.queueStats(),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** How long a new connection to PostgreSQL may take before the request it serves answers 503. */
const CONNECT_TIMEOUT_MS = 3000;

/**
 * Opens a node-postgres pool on a PostgreSQL server and applies migrations (see postgres-start.ts:
 * waiting while the server is down, one process migrating at a time). A connection the server
 * drops (a restart, a failover, an idle one killed) is an `error` event on the pool or its
 * client: it is reported in one line and the pool makes new ones, so no outage ends the process.
 */
export async function openPostgres(
  url: string,
  { report = () => {} }: { report?: (message: string) => void } = {},
): Promise<Database> {
  let lastLoss = 0;
  const lost = (error: unknown) => {
    // One line per outage, not one per connection (ten at once when the server restarts).
    const now = Date.now();
    if (now - lastLoss > 10_000) report(`lost a connection to PostgreSQL (${outageReason(error)})`);
    lastLoss = now;
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', lost);
  // A client in use between two queries (inside a transaction) has no pool listener on it.
  pool.on('connect', (client) => client.on('error', lost));
  try {
    await migrateWhenReachable(url, report);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    busy: () => false,
    poolStats: pgPoolStats(pool),
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  busyMs?: number;
  /** Told, in one line each, what start-up waits for and what the pool lost. */
  report?: (message: string) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { report: options.report })
    : openPglite(options.dataDir, { busyMs: options.busyMs });
}
