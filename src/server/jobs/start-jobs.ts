import type { Db } from '../db/database';
import { enqueueRepublish } from '../domain/publishing/republish-job';
import type { Services } from '../services';
import { deliverLeadsHandler } from './deliver-leads';
import { deliverWebhooksHandler } from './deliver-webhooks';
import { domainChecksHandler, startDomainChecks } from './domain-checks';
import { startForgettingCounters } from './forget-counters';
import { backupHandler, startNightlyBackups, type NightlyBackup } from './nightly-backup';
import { publishPostHandler, publishPostsMissed } from './publish-posts';
import { republishHandler } from './republish';
import { startRunner, type JobLog, type JobRunner, type RunnerOptions } from './runner';

export type StartJobsOptions = {
  db: Db;
  services: Services;
  log: JobLog;
  /** JOBS_POLL_MS. */
  pollMs: number;
  /** How often ended rate-limit rows are cleared (forget-counters.ts). */
  forgetCountersEveryMs?: number;
  /** BACKUP_DIR's daily archives, when it is set. */
  backup?: Omit<NightlyBackup, 'db'>;
} & Pick<RunnerOptions, 'stopGraceMs' | 'owner'>;

/**
 * The background work of an app process (started after it listens, stopped before the database
 * closes): this build's republish job is added, and the runner takes every kind of job there is;
 * ended rate-limit rows are cleared now and then.
 */
export async function startJobs({
  db,
  services,
  log,
  forgetCountersEveryMs,
  backup,
  ...runner
}: StartJobsOptions): Promise<JobRunner> {
  await enqueueRepublish(db, services.renderer);
  await publishPostsMissed(db, services, log);
  const jobs = startRunner({
    db,
    log,
    handlers: [
      republishHandler(db, services.renderer, log),
      deliverLeadsHandler(db, services),
      deliverWebhooksHandler(db, services),
      domainChecksHandler(db, services, log),
      publishPostHandler(db, services),
      ...(backup ? [backupHandler({ ...backup, db }, log)] : []),
    ],
    bell: services.jobBell,
    ...runner,
  });
  const stopForgetting = startForgettingCounters({
    db,
    services,
    log,
    everyMs: forgetCountersEveryMs,
  });
  const stopBackups = backup ? startNightlyBackups({ dir: backup.dir, db }, log) : () => {};
  const stopDomainChecks = startDomainChecks(db, services, log);
  return {
    wake: jobs.wake,
    stop: async () => {
      stopBackups();
      stopDomainChecks();
      await stopForgetting();
      await jobs.stop();
    },
  };
}
