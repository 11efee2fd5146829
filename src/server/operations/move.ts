import type { Db } from '../db/database';
import { inSnapshot, summariseAll, writeTables } from './snapshot';
import { nonEmptyTables, tableLines, tablesInOrder, type TableSummary } from './table-rows';

export class MoveRefused extends Error {}

/**
 * Copies every table of one database into another, empty one (the embedded database into
 * PostgreSQL): the source read in one snapshot, the target written in one transaction that is
 * kept only when every table's count and checksum match. Sealed secrets are copied as they are,
 * so the target must be started with the source's SECRET_KEY.
 */
export async function moveDatabase(from: Db, to: Db): Promise<Record<string, TableSummary>> {
  const filled = await nonEmptyTables(to);
  if (filled.length > 0) {
    throw new MoveRefused(
      `the target database already holds data (${filled.join(', ')}): move into a new, empty database`,
    );
  }
  const byName = new Map(tablesInOrder().map((t) => [t.name, t]));
  return inSnapshot(from, async (source) => {
    const expected = await summariseAll(source);
    await inSnapshot(to, (target) =>
      writeTables(
        target,
        (name) => {
          const table = byName.get(name);
          if (!table) throw new Error(`no table ${name}`);
          return tableLines(source, table);
        },
        expected,
      ),
    );
    return expected;
  });
}
