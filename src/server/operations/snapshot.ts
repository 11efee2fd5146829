import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  insertLines,
  resetSequences,
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

/** Writes each table's lines (tables in order), moves sequences on, and checks every table. */
export async function writeTables(
  db: Db,
  source: (table: string) => AsyncIterable<string>,
  expected: Record<string, TableSummary>,
): Promise<void> {
  for (const table of tablesInOrder()) {
    let batch: string[] = [];
    for await (const line of source(table.name)) {
      batch.push(line);
      if (batch.length >= BATCH) {
        await insertLines(db, table.name, batch);
        batch = [];
      }
    }
    await insertLines(db, table.name, batch);
  }
  await resetSequences(db);
  const found = await summariseAll(db);
  const wrong = Object.entries(expected).filter(
    ([name, summary]) =>
      found[name]?.rows !== summary.rows || found[name]?.sha256 !== summary.sha256,
  );
  if (wrong.length > 0) {
    throw new Error(
      `the copy does not match its source in ${wrong
        .map(([name, s]) => `${name} (${found[name]?.rows ?? 0} rows, expected ${s.rows})`)
        .join(', ')}; nothing was written`,
    );
  }
}
