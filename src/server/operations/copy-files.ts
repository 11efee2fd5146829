import { buffer } from 'node:stream/consumers';
import { files } from '../db/schema';
import type { Db } from '../db/database';
import { storageKeys } from '../domain/files/file-rows';
import type { FileStorage } from '../storage/file-storage';

/** Copies the bytes of every file the database names from one storage to another. */
export async function copyFiles(
  db: Db,
  from: FileStorage,
  to: FileStorage,
): Promise<{ copied: number; missing: string[] }> {
  const rows = await db
    .select({ storageKey: files.storageKey, variants: files.variants, mime: files.mime })
    .from(files);
  let copied = 0;
  const missing: string[] = [];
  for (const row of rows) {
    for (const key of storageKeys(row)) {
      const found = await from.get(key);
      if (!found) {
        missing.push(key);
        continue;
      }
      const bytes = await buffer(found.body);
      await to.put(key, bytes, key.endsWith('/original') ? row.mime : 'image/webp');
      copied += 1;
    }
  }
  return { copied, missing };
}
