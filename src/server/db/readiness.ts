import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { newestMigration } from './migrations-folder';
import { outageReason } from './outage';

/** How long /readyz waits for the database before it says the process is not ready. */
export const READY_WITHIN_MS = 1000;

/**
 * Why this process cannot serve now, or null when it can: the database answers within `withinMs`
 * and holds this build's newest migration (or a newer one: an older process keeps working on a
 * schema a newer one migrated, until it is replaced).
 */
export async function databaseProblem(db: Db, withinMs = READY_WITHIN_MS): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`the database did not answer within ${withinMs} ms`),
      withinMs,
    );
  });
  const asked = db
    .execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
    .then((result: unknown): string | null => {
      const rows = (result as { rows?: { newest?: unknown }[] }).rows ?? [];
      const applied = Number(rows[0]?.newest ?? 0);
      return applied >= newestMigration()
        ? null
        : 'the database has not been migrated to this version yet';
    })
    .catch((error: unknown) => `the database is unreachable (${outageReason(error)})`);
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}
