import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  migrationsFolder,
  openPglite,
  openPostgres,
  type Database,
} from '../../src/server/db/database';

let migrated: Promise<Blob> | undefined;

/**
 * Where the dump is kept between processes: named by the migrations and the PGlite version, so a
 * new migration or PGlite makes a new one.
 */
function dumpFile(): string {
  const hash = createHash('sha256');
  const pglite = join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(readFileSync(pglite));
  const names = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of names.filter((n) => /\.(sql|json)$/.test(n))) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return join(tmpdir(), `coachsite-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A dump of an empty embedded database with every migration applied, read once per worker (its
 * test files share modules) from a file in the temporary folder, made there by the first process
 * that needs it: starting PGlite from it takes about half the time of starting an empty one
 * (initdb) and migrating it (issue 26).
 */
export function migratedPglite(): Promise<Blob> {
  migrated ??= (async () => {
    const file = dumpFile();
    const kept = await readFile(file).catch(() => null);
    if (kept) return new Blob([new Uint8Array(kept)], { type: 'application/x-tar' });
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      // Written whole, then renamed: a process reading it never sees half of it.
      const temporary = `${file}.${randomBytes(6).toString('hex')}`;
      await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()));
      await rename(temporary, file);
      return dump;
    } finally {
      await client.close();
    }
  })().catch((error: unknown) => {
    migrated = undefined;
    throw error;
  });
  return migrated;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite (a copy of one migrated
 * database; openPglite still checks its migrations), or, in the api-postgres project, a new
 * database on the TEST_DATABASE_URL server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    return openPglite(null, { copyOf: await migratedPglite() });
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openPostgres(url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A fresh database that another process (a script run as a child) can open too, with the
 * environment that points it there: a data directory for PGlite (one process at a time: close
 * before the child runs), or a database on the TEST_DATABASE_URL server.
 */
export async function createSharedTestDatabase(): Promise<{
  env: NodeJS.ProcessEnv;
  open: () => Promise<Database>;
  dispose: () => Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'coachsite-test-'));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      open: () => openPglite(dir),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresDatabase();
  return { env: { DATABASE_URL: url }, open: () => openPostgres(url), dispose: drop };
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `coachsite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    // pool.end() answers before its connections have gone: dropping with FORCE at once would
    // end them from the server's side, an error in this process. Wait for them to go first.
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const open = await cleanup.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if ((open.rows[0] as { n: number }).n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
}
