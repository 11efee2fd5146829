import type { Db } from '../db/database';
import type { Services } from '../services';
import { deliverLeadsHandler } from './deliver-leads';
import { enqueueRepublish, republishHandler } from './republish';
import { startRunner, type JobLog, type JobRunner, type RunnerOptions } from './runner';

export type StartJobsOptions = {
  db: Db;
  services: Services;
  log: JobLog;
  /** JOBS_POLL_MS. */
  pollMs: number;
} & Pick<RunnerOptions, 'stopGraceMs' | 'owner'>;

/**
 * The background work of an app process (started after it listens, stopped before the database
 * closes): this build's republish job is added, and the runner takes every kind of job there is.
 */
export async function startJobs({
  db,
  services,
  log,
  ...runner
}: StartJobsOptions): Promise<JobRunner> {
  await enqueueRepublish(db, services.renderer);
  return startRunner({
    db,
    log,
    handlers: [republishHandler(db, services.renderer, log), deliverLeadsHandler(db, services)],
    bell: services.jobBell,
    ...runner,
  });
}
