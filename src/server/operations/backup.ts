import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
import { clearInstallationRows, coachDataTables } from './installation-rows';
import { BACKUP_FORMAT, type Manifest } from './manifest';
import { currentSchema } from './schema-version';
import { summariseLines, type TableSummary } from './table-rows';
import { inSnapshot, readTables, writeTables } from './snapshot';
import { checkArchive, RestoreRefused, unpackArchive } from './unpacked-archive';

/**
 * One archive holds an installation: every table's rows (db/{table}.jsonl), every stored file
 * (files/{key}), the key its secrets are sealed with when it had one of its own, and a manifest of
 * counts and checksums that a restore checks before it keeps anything.
 */

export { BACKUP_FORMAT, RestoreRefused, type Manifest };

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

/**
 * Writes the archive of `folder` to `archive` through a file of its own: a new random name beside
 * it, created exclusively ('wx') and readable by its owner only, then renamed over the archive. A
 * file someone else left there (a `.part` another account made, a link to one) is never opened,
 * so it can neither own the backup nor read it.
 */
async function packInto(folder: string, archive: string): Promise<void> {
  const partial = `${archive}.${randomBytes(8).toString('hex')}.part`;
  try {
    await pipeline(
      tar.c({ gzip: true, cwd: folder, portable: true }, ['.']),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
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
    await packInto(staging, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function* noLines(): AsyncGenerator<string> {}

/**
 * Restores an archive into an installation that holds no coach (a new one, or one started but
 * never signed up to): everything the archive names is checked before anything is written
 * (checkArchive), then the rows and the files are kept together or not at all: the rows in one
 * transaction checked against the manifest, which commits only once every file is stored; a file
 * that fails takes back the files stored before it. Answers the manifest and the archive's secret
 * key, if it holds one.
 */
export async function restoreBackup(
  target: { db: Db; storage: FileStorage },
  archive: string,
): Promise<{ manifest: Manifest; secretKey: string | null }> {
  const staging = await mkdtemp(join(tmpdir(), 'coachsite-restore-'));
  try {
    const filled = await coachDataTables(target.db);
    if (filled.length > 0) {
      throw new RestoreRefused(
        `the database already holds data (${filled.join(', ')}): restore into a new installation, or one that holds no coach`,
      );
    }
    await unpackArchive(archive, staging);
    const checked = await checkArchive(staging);
    const lines = (table: string) => {
      const path = checked.tables.get(table);
      return path ? readLines(path) : noLines();
    };
    const stored: string[] = [];
    try {
      await inSnapshot(target.db, async (tx) => {
        await clearInstallationRows(tx);
        await writeTables(tx, lines, checked.manifest.tables, { upgrade: checked.upgrade });
        for (const file of checked.files) {
          // A key already there (the same bucket as the source) is not this restore's to take back.
          const there = await target.storage.get(file.key);
          there?.body.destroy();
          await target.storage.put(file.key, await readFile(file.path), 'application/octet-stream');
          if (!there) stored.push(file.key);
        }
      });
    } catch (error) {
      await target.storage.remove(stored).catch(() => undefined);
      throw error;
    }
    return { manifest: checked.manifest, secretKey: checked.secretKey };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
