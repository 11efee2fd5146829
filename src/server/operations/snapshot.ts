import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { upgradeRow } from './schema-version';
import {
  insertRows,
  resetSequences,
  summariseLines,
  summarise,
  tableLines,
  tablesInOrder,
  type TableSummary,
} from './table-rows';

/**
 * A database read or written in one transaction with timestamps in UTC: a read sees one moment of
 * a running installation (repeatable read), and a write that fails its check leaves nothing.
 */
export function inSnapshot<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
      return work(tx as unknown as Db);
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** Each table's count and checksum. */
export async function summariseAll(db: Db): Promise<Record<string, TableSummary>> {
  const summaries: Record<string, TableSummary> = {};
  for (const table of tablesInOrder()) summaries[table.name] = await summarise(db, table);
  return summaries;
}

/** Reads every table's lines, in order, as `sink` takes them (one call per table). */
export async function readTables(
  db: Db,
  sink: (table: string, lines: AsyncIterable<string>) => Promise<void>,
): Promise<void> {
  for (const table of tablesInOrder()) await sink(table.name, tableLines(db, table));
}

const BATCH = 500;

/**
 * Writes each table's lines (tables in order), moves sequences on, and checks every table. Lines
 * of an older schema (`upgrade`) are given today's column names on the way in; then what is
 * checked is that every line arrived as the source wrote it (count and checksum of the lines
 * read) and that each table holds as many rows, since the rows now have today's columns.
 */
export async function writeTables(
  db: Db,
  source: (table: string) => AsyncIterable<string>,
  expected: Record<string, TableSummary>,
  options: { upgrade?: boolean } = {},
): Promise<void> {
  const read: Record<string, TableSummary> = {};
  for (const table of tablesInOrder()) {
    let batch: Record<string, unknown>[] = [];
    const parsed = async function* () {
      for await (const line of source(table.name)) {
        const row = JSON.parse(line) as Record<string, unknown>;
        yield line;
        batch.push(options.upgrade ? upgradeRow(table.name, row) : row);
        if (batch.length >= BATCH) {
          await insertRows(db, table, batch);
          batch = [];
        }
      }
    };
    read[table.name] = await summariseLines(parsed(), async () => undefined);
    await insertRows(db, table, batch);
  }
  await resetSequences(db);
  const found = await summariseAll(db);
  const wrong = Object.entries(expected).filter(([name, summary]) => {
    if (!options.upgrade) {
      return found[name]?.rows !== summary.rows || found[name]?.sha256 !== summary.sha256;
    }
    // A table dropped since is not restored; every other must have arrived whole.
    if (!(name in found)) return false;
    const arrived = read[name];
    return arrived?.sha256 !== summary.sha256 || found[name]?.rows !== summary.rows;
  });
  if (wrong.length > 0) {
    throw new Error(
      `the copy does not match its source in ${wrong
        .map(([name, s]) => `${name} (${found[name]?.rows ?? 0} rows, expected ${s.rows})`)
        .join(', ')}; nothing was written`,
    );
  }
}
