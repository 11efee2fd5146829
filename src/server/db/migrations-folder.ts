import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where drizzle-kit writes the migrations that every start applies. */
export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

let newest: number | undefined;

/** When this build's newest migration was made: what `drizzle.__drizzle_migrations` holds once applied. */
export function newestMigration(): number {
  if (newest === undefined) {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newest;
}
