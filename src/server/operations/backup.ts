import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import * as tar from 'tar';
import { files } from '../db/schema';
import type { Db } from '../db/database';
import { storageKeys } from '../domain/files/file-rows';
import type { FileStorage } from '../storage/file-storage';
import { currentSchema, knownMigrations } from './schema-version';
import { nonEmptyTables, summariseLines, type TableSummary } from './table-rows';
import { inSnapshot, readTables, writeTables } from './snapshot';

/**
 * One archive holds an installation: every table's rows (db/{table}.jsonl), every stored file
 * (files/{key}), the key its secrets are sealed with when it had one of its own, and a manifest of
 * counts and checksums that a restore checks before it keeps anything.
 */

export const BACKUP_FORMAT = 'coachsite-backup/1';

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /**
   * The last migration the database had (drizzle's tag, e.g. '0023_crm_provider'); absent in
   * archives made before it was recorded. An older one is upgraded when restored.
   */
  schema?: string;
  tables: Record<string, TableSummary>;
  files: { key: string; bytes: number; sha256: string }[];
  /** Keys a file row names that the storage did not have when the backup was made. */
  missingFiles: string[];
  /** Whether secret.key is in the archive (the embedded database's own key). */
  secretKey: boolean;
};

async function writeLines(path: string, lines: AsyncIterable<string>): Promise<TableSummary> {
  const out = createWriteStream(path, { mode: 0o600 });
  const summary = await summariseLines(lines, async (line) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'close');
  return summary;
}

async function* readLines(path: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield line;
}

export type BackupSource = {
  db: Db;
  kind: 'pglite' | 'postgres';
  storage: FileStorage;
  /** The embedded database's own key (DATA_DIR/secret.key), kept with it in the archive. */
  secretKey?: string;
};

/** Writes the archive (through a temporary name, readable by its owner only). */
export async function writeBackup(source: BackupSource, archive: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'coachsite-backup-'));
  try {
    await mkdir(join(staging, 'db'), { mode: 0o700 });
    const tables: Record<string, TableSummary> = {};
    const keys = await inSnapshot(source.db, async (tx) => {
      await readTables(tx, async (table, lines) => {
        tables[table] = await writeLines(join(staging, 'db', `${table}.jsonl`), lines);
      });
      const rows = await tx
        .select({ storageKey: files.storageKey, variants: files.variants })
        .from(files);
      return rows.flatMap(storageKeys);
    });
    const stored: Manifest['files'] = [];
    const missingFiles: string[] = [];
    for (const key of keys) {
      const found = await source.storage.get(key);
      if (!found) {
        missingFiles.push(key);
        continue;
      }
      const path = join(staging, 'files', key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const hash = createHash('sha256');
      found.body.on('data', (chunk: Buffer) => hash.update(chunk));
      await pipeline(found.body, createWriteStream(path, { mode: 0o600 }));
      stored.push({ key, bytes: found.size, sha256: hash.digest('hex') });
    }
    if (source.secretKey) {
      await writeFile(join(staging, 'secret.key'), `${source.secretKey}\n`, { mode: 0o600 });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: source.kind,
      schema: currentSchema(),
      tables,
      files: stored,
      missingFiles,
      secretKey: Boolean(source.secretKey),
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const partial = `${archive}.part`;
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, ['.']);
    await chmod(partial, 0o600);
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

async function* noLines(): AsyncGenerator<string> {}

/**
 * Restores an archive into an empty installation: the rows in one transaction checked against the
 * manifest (a mismatch leaves the database as it was), then the files, each checked first.
 * Answers the manifest and the archive's secret key, if it holds one.
 */
export async function restoreBackup(
  target: { db: Db; storage: FileStorage },
  archive: string,
): Promise<{ manifest: Manifest; secretKey: string | null }> {
  const staging = await mkdtemp(join(tmpdir(), 'coachsite-restore-'));
  try {
    await tar.x({ file: archive, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT) {
      throw new RestoreRefused(`not a Coachsite backup (format ${String(manifest.format)})`);
    }
    const filled = await nonEmptyTables(target.db);
    if (filled.length > 0) {
      throw new RestoreRefused(
        `the database already holds data (${filled.join(', ')}): restore into a new, empty installation`,
      );
    }
    for (const file of manifest.files) {
      const bytes = await readFile(join(staging, 'files', file.key));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (sha256 !== file.sha256) throw new RestoreRefused(`the file ${file.key} is damaged`);
    }
    const upgrade = manifest.schema !== currentSchema();
    if (manifest.schema !== undefined && !knownMigrations().includes(manifest.schema)) {
      throw new RestoreRefused(
        `the backup was made by a newer Coachsite (its database ends with migration ${manifest.schema}): restore it with that version or a later one`,
      );
    }
    const lines = (table: string) => {
      const path = join(staging, 'db', `${table}.jsonl`);
      // A table added since an older backup was made has no file: it starts empty.
      return upgrade && !existsSync(path) ? noLines() : readLines(path);
    };
    await inSnapshot(target.db, (tx) => writeTables(tx, lines, manifest.tables, { upgrade }));
    for (const file of manifest.files) {
      const bytes = await readFile(join(staging, 'files', file.key));
      await target.storage.put(file.key, bytes, 'application/octet-stream');
    }
    const secretKey = manifest.secretKey
      ? (await readFile(join(staging, 'secret.key'), 'utf8')).trim()
      : null;
    return { manifest, secretKey };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
