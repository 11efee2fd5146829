import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { nonEmptyTables, tablesInOrder } from './table-rows';

/**
 * Tables a started installation fills on its own, before any coach signs up: its background
 * work (a republish at start), visitors' rate-limit counters, CRM locks and the day's analytics
 * salt. None of them is a coach's; a restore may replace them.
 */
export const INSTALLATION_TABLES: readonly string[] = [
  'jobs',
  'rate_limits',
  'crm_locks',
  'analytics_salts',
];

/** The tables holding a coach's data (an account, or anything an account made). */
export async function coachDataTables(db: Db): Promise<string[]> {
  return (await nonEmptyTables(db)).filter((name) => !INSTALLATION_TABLES.includes(name));
}

/** Empties the installation's own tables (inside the restore's transaction, before its rows). */
export async function clearInstallationRows(db: Db): Promise<void> {
  const known = new Set(tablesInOrder().map((table) => table.name));
  for (const name of INSTALLATION_TABLES) {
    if (!known.has(name)) throw new Error(`no table ${name}`);
    await db.execute(sql.raw(`DELETE FROM "${name}"`));
  }
}
