import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Db } from '../db/database';
import { defineJob, type JobLog } from '../queue/define-job';
import { enqueue } from '../queue/enqueue';
import type { FileStorage } from '../storage/file-storage';
import { writeBackup } from './backup';

const NAME = /^coachsite-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;

export type NightlyBackup = {
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_KEEP: how many daily archives are kept (older ones are removed). */
  keep: number;
  db: Db;
  kind: 'pglite' | 'postgres';
  storage: FileStorage;
  /** The embedded database's own key, kept in its archives (none when SECRET_KEY is set). */
  secretKey?: string;
};

export const archiveName = (date: string) => `coachsite-${date}.tar.gz`;

/** Makes a day's archive in BACKUP_DIR (once: see askForBackup) and removes all but the newest `keep`. */
export const backupJob = defineJob({
  kind: 'backup',
  payload: z.object({ date: z.iso.date() }),
  run: async (job, { backup, log }: { backup: NightlyBackup; log: JobLog }) => {
    await mkdir(backup.dir, { recursive: true, mode: 0o700 });
    const file = join(backup.dir, archiveName(job.payload.date));
    if (!existsSync(file)) {
      const { secretKey, db, kind, storage } = backup;
      const manifest = await writeBackup(
        { db, kind, storage, ...(secretKey ? { secretKey } : {}) },
        file,
      );
      log('info', `backed up to ${file}`, { files: manifest.files.length });
    }
    const archives = (await readdir(backup.dir)).filter((n) => NAME.test(n)).sort();
    const old = archives.slice(0, Math.max(0, archives.length - backup.keep));
    await Promise.all(old.map((n) => rm(join(backup.dir, n), { force: true })));
  },
});

/**
 * Asks for the day's archive (`YYYY-MM-DD`, UTC). The job's key is the day, so every process
 * asking for it adds one job, and whichever process takes it makes the archive.
 */
export function askForBackup(db: Db, date: string): Promise<boolean> {
  return enqueue(db, backupJob, { date }, { key: `${backupJob.kind}:${date}` });
}
