import { createHash } from 'node:crypto';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as schema from '../db/schema';

/**
 * Every table's rows as text, the same on the embedded database and on PostgreSQL: one JSON object
 * per row (`row_to_json`, timestamps in UTC), in primary-key order. Backups, restores and the move
 * to PostgreSQL all read and write rows this way, so a copy is checked by comparing each table's
 * count and checksum on both sides.
 */

export type TableInfo = { name: string; orderBy: string[]; columns: string[] };

function isTable(value: unknown): value is PgTable {
  if (typeof value !== 'object' || value === null) return false;
  try {
    getTableConfig(value as PgTable);
    return true;
  } catch {
    return false;
  }
}

/** The schema's tables, each after the tables it references (so rows can be inserted in order). */
export function tablesInOrder(): TableInfo[] {
  const tables = Object.values(schema).filter(isTable);
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const done = new Set<string>();
  const order: TableInfo[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    const table = byName.get(name);
    if (!table) return;
    const config = getTableConfig(table);
    path.add(name);
    for (const fk of config.foreignKeys) {
      const target = getTableConfig(fk.reference().foreignTable).name;
      if (target !== name) visit(target, path);
    }
    path.delete(name);
    done.add(name);
    const primary = config.columns.filter((c) => c.primary).map((c) => c.name);
    const composite = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
    const unique = config.columns.filter((c) => c.isUnique).map((c) => c.name);
    const orderBy = primary.length ? primary : composite.length ? composite : unique;
    const columns = config.columns.map((c) => c.name);
    order.push({ name, orderBy: orderBy.length ? orderBy : columns, columns });
  };
  for (const name of [...byName.keys()].sort()) visit(name, new Set());
  return order;
}

/** The rows of a raw query's answer (both drivers answer `{ rows }`). */
async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('the database answered without rows');
  return rows as T[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A table's rows as JSON lines, in primary-key order, from `read` (which runs in one snapshot). */
export async function* tableLines(db: Db, table: TableInfo, batch = 500): AsyncGenerator<string> {
  const order = table.orderBy.map(ident).join(', ');
  for (let offset = 0; ; offset += batch) {
    const rows = await query<{ line: string }>(
      db,
      sql.raw(
        `SELECT row_to_json(t)::text AS line FROM ${ident(table.name)} t ORDER BY ${order} LIMIT ${batch} OFFSET ${offset}`,
      ),
    );
    for (const row of rows) yield row.line;
    if (rows.length < batch) return;
  }
}

/** What a table holds, to compare two copies: its row count and a SHA-256 of its lines. */
export type TableSummary = { rows: number; sha256: string };

export async function summarise(db: Db, table: TableInfo): Promise<TableSummary> {
  return summariseLines(tableLines(db, table));
}

/** The summary of JSON lines, handing each to `each` (to write it somewhere) as it goes. */
export async function summariseLines(
  lines: AsyncIterable<string>,
  each: (line: string) => Promise<void> | void = () => undefined,
): Promise<TableSummary> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const line of lines) {
    hash.update(line).update('\n');
    rows += 1;
    await each(line);
  }
  return { rows, sha256: hash.digest('hex') };
}

/**
 * Inserts rows into a table (columns by name; values as the source stored them). Only the columns
 * the rows name are written: a column they lack (added since an older backup) takes its default.
 */
export async function insertRows(
  db: Db,
  table: TableInfo,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const named = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = table.columns
    .filter((column) => named.has(column))
    .map(ident)
    .join(', ');
  const name = ident(table.name);
  await db.execute(
    sql`INSERT INTO ${sql.raw(name)} (${sql.raw(columns)}) SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${sql.raw(name)}, ${JSON.stringify(rows)}::json)`,
  );
}

/** Moves every serial column's sequence past the highest id, so new rows get new ids. */
export async function resetSequences(db: Db): Promise<void> {
  const serials = await query<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${ident(table)}', '${column}'), COALESCE((SELECT max(${ident(column)}) FROM ${ident(table)}), 0) + 1, false)`,
      ),
    );
  }
}

/** The tables that hold rows (a copy goes only into a database where this is empty). */
export async function nonEmptyTables(db: Db): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tablesInOrder()) {
    const [row] = await query<{ any: boolean }>(
      db,
      sql.raw(`SELECT EXISTS (SELECT 1 FROM ${ident(table.name)}) AS any`),
    );
    if (row?.any) filled.push(table.name);
  }
  return filled;
}
