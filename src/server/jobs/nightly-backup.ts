import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { writeBackup } from '../operations/backup';
import type { FileStorage } from '../storage/file-storage';
import { enqueueJob } from './job-rows';
import type { JobHandler, JobLog } from './runner';

const KIND = 'backup';
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

const day = (now: number) => new Date(now).toISOString().slice(0, 10);
export const archiveName = (date: string) => `coachsite-${date}.tar.gz`;

/** Makes today's archive (once: the job's key is the day) and removes all but the newest `keep`. */
export function backupHandler(backup: NightlyBackup, log: JobLog): JobHandler {
  return {
    kind: KIND,
    run: async (job) => {
      const date = typeof job.key === 'string' ? job.key.slice(KIND.length + 1) : day(Date.now());
      await mkdir(backup.dir, { recursive: true, mode: 0o700 });
      const file = join(backup.dir, archiveName(date));
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
  };
}

/** How often each process asks for today's backup (it is made once, by whichever takes it). */
export const BACKUP_CHECK_EVERY_MS = 60 * 60 * 1000;

/** Asks for today's archive now and every hour, unless it is already in BACKUP_DIR. Answers the stop. */
export function startNightlyBackups(
  backup: Pick<NightlyBackup, 'dir' | 'db'>,
  log: JobLog,
  now: () => number = Date.now,
): () => void {
  const ask = () => {
    const date = day(now());
    if (existsSync(join(backup.dir, archiveName(date)))) return;
    enqueueJob(backup.db, { kind: KIND, key: `${KIND}:${date}` }).catch((error: unknown) =>
      log('warn', 'could not ask for the nightly backup', { err: error }),
    );
  };
  ask();
  const timer = setInterval(ask, BACKUP_CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
