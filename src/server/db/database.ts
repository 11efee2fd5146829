import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Opens PGlite: in memory when dataDir is null, else under dataDir/pglite, which this process
 * then holds until it closes (see data-dir-lock.ts). Applies migrations.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir === null) return withMigrations(new PGlite(), () => {});
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir, dataDir);
  try {
    return await withMigrations(new PGlite(dir), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function withMigrations(client: PGlite, unlock: () => void): Promise<Database> {
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
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
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
