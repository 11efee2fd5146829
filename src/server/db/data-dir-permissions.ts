import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { SECRET_KEY_FILE } from '../secrets/secret-key';

/** Group and others: no bit of theirs is set on anything of ours under DATA_DIR. */
const GROUP_AND_OTHERS = 0o077;

/**
 * What Coachsite keeps under DATA_DIR is its owner's only: the embedded database (every coach's
 * content, accounts and leads), its lock, the secret key, and Personal Storage's files (private
 * ones too). From now on this process makes files 0600 and folders 0700 (umask 077: set before the
 * database or anything else writes), and what an earlier version or another tool left open to
 * the group or others is tightened now (the database's folder again once PGlite has opened it:
 * openPglite). DATA_DIR itself is left as the operator made it: it may be a folder that holds
 * other things. Answers how many files and folders were tightened.
 */
export function keepDataDirPrivate(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET'>,
): number {
  process.umask(GROUP_AND_OTHERS);
  const ours = [
    ...(config.DATABASE_URL ? [] : ['pglite', 'pglite.lock', SECRET_KEY_FILE]),
    ...(config.S3_BUCKET ? [] : ['files']),
  ];
  return ours.reduce((tightened, name) => tightened + tighten(join(config.DATA_DIR, name)), 0);
}

/**
 * Takes the group's and others' bits off `path` and everything under it (symbolic links are not
 * followed, nor changed: their own mode means nothing). Answers how many it changed.
 */
export function tighten(path: string): number {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return 0;
    throw error;
  }
  if (stat.isSymbolicLink()) return 0;
  let changed = 0;
  if ((stat.mode & GROUP_AND_OTHERS) !== 0) {
    chmodSync(path, stat.mode & 0o700);
    changed += 1;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) changed += tighten(join(path, name));
  }
  return changed;
}
