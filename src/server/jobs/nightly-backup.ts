import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { archiveName, askForBackup, backupJob, type NightlyBackup } from '../operations/backup-job';
import type { JobLog } from '../queue/define-job';
import { handlerOf, type JobHandler } from './job-handler';

export { archiveName, type NightlyBackup };

const day = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The backup job (operations/backup-job.ts) wired to BACKUP_DIR and its database. */
export function backupHandler(backup: NightlyBackup, log: JobLog): JobHandler {
  return handlerOf(backupJob, { backup, log });
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
    askForBackup(backup.db, date).catch((error: unknown) =>
      log('warn', 'could not ask for the nightly backup', { err: error }),
    );
  };
  ask();
  const timer = setInterval(ask, BACKUP_CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
