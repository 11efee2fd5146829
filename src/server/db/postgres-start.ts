import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import { isDatabaseUnreachable, outageReason } from './outage';

/**
 * The advisory lock that lets one process at a time migrate: several processes started together
 * on one PostgreSQL (an upgrade) apply each migration once, the others waiting and then finding
 * nothing left to do.
 */
const MIGRATION_LOCK = 7_236_410_911;

/** Waits between tries while PostgreSQL cannot be reached: 1 s, doubling to 10 s. */
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 10_000;

export type StartOptions = {
  /** Waits this long (tests pass a fake). */
  wait?: (ms: number) => Promise<unknown>;
  /** How long connecting may take before it counts as unreachable. */
  connectTimeoutMs?: number;
};

/**
 * Applies the migrations once PostgreSQL answers. While it cannot be reached (not started yet, a
 * restart), each try is reported in one line and tried again, for as long as it takes: a process
 * started before its database is a process that starts when its database does. Anything else (a
 * wrong password, no such database) is not waited for: it is thrown.
 */
export async function migrateWhenReachable(
  url: string,
  report: (message: string) => void,
  { wait = sleep, connectTimeoutMs = 3000 }: StartOptions = {},
): Promise<void> {
  for (let attempt = 1, waitMs = FIRST_WAIT_MS; ; attempt++) {
    try {
      await migrateOnce(url, connectTimeoutMs);
      if (attempt > 1) report('PostgreSQL is reachable; starting');
      return;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      report(
        `PostgreSQL is not reachable (${outageReason(error)}); trying again in ${waitMs / 1000} s (attempt ${attempt})`,
      );
      await wait(waitMs);
      waitMs = Math.min(waitMs * 2, LONGEST_WAIT_MS);
    }
  }
}

async function migrateOnce(url: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A connection lost here fails the query under way, which is tried again: not a crash.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    // Closing the session lets go of the lock too, also when it was lost.
    await client.end().catch(() => {});
  }
}
