import { z } from 'zod';
import { checkKey } from '../storage/file-storage';

/** What an archive holds and how to check it: written by a backup, read first by a restore. */

export const BACKUP_FORMAT = 'coachsite-backup/1';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'is not a SHA-256');
const count = z.number().int().min(0);

/** A key as the server makes them (storage/file-storage.ts): never absolute, never `..`. */
const storageKey = z.string().refine((key) => {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}, 'is not a storage key');

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /**
   * The last migration the database had (drizzle's tag, e.g. '0023_crm_provider'); absent in
   * archives made before it was recorded. An older one is upgraded when restored.
   */
  schema: z.string().optional(),
  tables: z.record(z.string(), z.object({ rows: count, sha256 })),
  files: z.array(z.object({ key: storageKey, bytes: count, sha256 })),
  /** Keys a file row names that the storage did not have when the backup was made. */
  missingFiles: z.array(z.string()),
  /** Whether secret.key is in the archive (the embedded database's own key). */
  secretKey: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;
