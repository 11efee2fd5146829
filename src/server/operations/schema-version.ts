import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../db/database';

/**
 * Which migrations this build knows, oldest first (drizzle's journal): a backup names the last one
 * its database had, so a newer Coachsite can restore it (its rows upgraded on the way in).
 */
export function knownMigrations(): string[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** The migration this build's database schema ends with. */
export function currentSchema(): string {
  const known = knownMigrations();
  const last = known.at(-1);
  if (!last) throw new Error('no migrations are known');
  return last;
}

/**
 * Columns renamed by a migration, by table: a row of an older backup is given the new names. A
 * column added since is left out of the row and takes its default; a column dropped since is
 * ignored.
 */
const RENAMED: Record<string, Record<string, string>> = {
  // 0023_crm_provider: the CRM account is provider-neutral (decision 025).
  crm_connections: { location_id: 'account_id', location_name: 'account_name' },
};

/** A row of an older schema, with today's column names. */
export function upgradeRow(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const renamed = RENAMED[table];
  if (!renamed) return row;
  const upgraded: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const now = renamed[column];
    upgraded[now && !(now in row) ? now : column] = value;
  }
  return upgraded;
}
