import type { Db } from '../db/database';
import type { Services } from '../services';
import { deliverLeadsHandler } from './deliver-leads';
import { startForgettingCounters } from './forget-counters';
import { enqueueRepublish, republishHandler } from './republish';
import { startRunner, type JobLog, type JobRunner, type RunnerOptions } from './runner';

export type StartJobsOptions = {
  db: Db;
  services: Services;
  log: JobLog;
  /** JOBS_POLL_MS. */
  pollMs: number;
  /** How often ended rate-limit rows are cleared (forget-counters.ts). */
  forgetCountersEveryMs?: number;
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
  ...runner
}: StartJobsOptions): Promise<JobRunner> {
  await enqueueRepublish(db, services.renderer);
  const jobs = startRunner({
    db,
    log,
    handlers: [republishHandler(db, services.renderer, log), deliverLeadsHandler(db, services)],
    bell: services.jobBell,
    ...runner,
  });
  const stopForgetting = startForgettingCounters({
    db,
    services,
    log,
    everyMs: forgetCountersEveryMs,
  });
  return {
    wake: jobs.wake,
    stop: async () => {
      await stopForgetting();
      await jobs.stop();
    },
  };
}
