import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
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

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

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

/** Opens a node-postgres pool on a PostgreSQL server. Applies migrations. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
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
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, { busyMs: options.busyMs });
}
