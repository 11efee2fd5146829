import { createHash } from 'node:crypto';
import { lstat, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import * as tar from 'tar';
import { currentSchema, knownMigrations } from './schema-version';
import { tablesInOrder } from './table-rows';
import { BACKUP_FORMAT, manifestSchema, type Manifest } from './manifest';

/**
 * A backup archive unpacked into a folder of its own, and everything in it checked before a
 * restore writes anything: an archive is a file someone handed the operator, so nothing it names
 * may lead outside its folder (`../../etc/hostname`, an absolute path, a symbolic link).
 */

export class RestoreRefused extends Error {}

/** Plain files and folders: what a backup writes, and all a restore takes. */
const PLAIN = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** Unpacks `archive` into `folder`, refusing it if it holds links, devices or paths outside. */
export async function unpackArchive(archive: string, folder: string): Promise<void> {
  const refused: string[] = [];
  await tar.x({
    file: archive,
    cwd: folder,
    // A path with `..` or a leading `/` is an error rather than a warning.
    strict: true,
    filter: (path, entry) => {
      const type = 'type' in entry ? entry.type : 'File';
      if (PLAIN.has(type)) return true;
      refused.push(`${path} (${type})`);
      return false;
    },
  });
  if (refused.length > 0) {
    throw new RestoreRefused(
      `the backup holds entries that are not plain files (${refused.slice(0, 3).join(', ')}): nothing was restored`,
    );
  }
}

/**
 * The path of `name` inside `folder`, when it is a plain file there reached through folders
 * only (no symbolic link on the way); otherwise the restore is refused.
 */
export async function fileInside(folder: string, name: string): Promise<string> {
  const path = resolve(folder, name);
  const inside = relative(folder, path);
  if (isAbsolute(name) || inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    throw new RestoreRefused(`the backup names ${name}, outside its folder: nothing was restored`);
  }
  let at = folder;
  const parts = inside.split(sep);
  for (const [index, part] of parts.entries()) {
    at = join(at, part);
    const stat = await lstat(at).catch(() => null);
    const last = index === parts.length - 1;
    if (!stat) throw new RestoreRefused(`the backup lacks ${name}: nothing was restored`);
    if (last ? !stat.isFile() : !stat.isDirectory()) {
      throw new RestoreRefused(`the backup's ${name} is not a plain file: nothing was restored`);
    }
  }
  return path;
}

export type CheckedArchive = {
  manifest: Manifest;
  /** Whether its rows are of an older schema, to be upgraded on the way in. */
  upgrade: boolean;
  secretKey: string | null;
  /** Each stored file's path in the folder, checked against its size and checksum. */
  files: { key: string; path: string }[];
  /** Each table's lines, or null for a table an older archive did not have. */
  tables: Map<string, string | null>;
};

async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(await fileInside(folder, 'manifest.json'), 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RestoreRefused('the backup’s manifest is not JSON: nothing was restored');
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) {
    throw new RestoreRefused(`not a Coachsite backup (format ${String(format)})`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreRefused(
      `the backup’s manifest is damaged (${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}): nothing was restored`,
    );
  }
  return parsed.data;
}

/**
 * Reads and checks everything an unpacked archive names, writing nothing: its manifest, that it
 * was made by this version or an older one, every stored file (inside the folder, its checksum),
 * every table's lines and its secret key. What a restore then writes is only what passed here.
 */
export async function checkArchive(folder: string): Promise<CheckedArchive> {
  const manifest = await readManifest(folder);
  if (manifest.schema !== undefined && !knownMigrations().includes(manifest.schema)) {
    throw new RestoreRefused(
      `the backup was made by a newer Coachsite (its database ends with migration ${manifest.schema}): restore it with that version or a later one`,
    );
  }
  const upgrade = manifest.schema !== currentSchema();
  const files: CheckedArchive['files'] = [];
  for (const file of manifest.files) {
    const path = await fileInside(folder, join('files', file.key));
    const bytes = await readFile(path);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== file.sha256) throw new RestoreRefused(`the file ${file.key} is damaged`);
    files.push({ key: file.key, path });
  }
  const tables = new Map<string, string | null>();
  for (const { name } of tablesInOrder()) {
    const path = join('db', `${name}.jsonl`);
    // A table added since an older backup was made has no lines: it starts empty.
    const absent = upgrade && !(name in manifest.tables);
    tables.set(name, absent ? null : await fileInside(folder, path));
  }
  const secretKey = manifest.secretKey
    ? (await readFile(await fileInside(folder, 'secret.key'), 'utf8')).trim()
    : null;
  return { manifest, upgrade, secretKey, files, tables };
}
