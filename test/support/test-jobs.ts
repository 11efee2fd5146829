import { z } from 'zod';
import type { Db } from '../../src/server/db/database';
import { deliverWebhooksHandler } from '../../src/server/jobs/deliver-webhooks';
import { handlerOf, type JobHandler } from '../../src/server/jobs/job-handler';
import { startRunner, type JobRunner } from '../../src/server/jobs/runner';
import type { Services } from '../../src/server/services';
import { defineJob, type JobKind, type RunningJob } from '../../src/server/queue/define-job';

/** A kind of job a runner test makes up: any payload (the runner's own tests are not about it). */
export const testKind = (kind: string): JobKind<z.ZodUnknown> => ({ kind, payload: z.unknown() });

/** A runner's handler of a made-up kind, doing `run`. */
export function testHandler(
  kind: string,
  run: (job: RunningJob<unknown>, signal: AbortSignal) => Promise<void>,
): JobHandler {
  const definition = defineJob({
    ...testKind(kind),
    run: (job, _context: null, signal) => run(job, signal),
  });
  return handlerOf(definition, null);
}

/**
 * The webhook outbox as an app process runs it, retrying fast (50 ms doubling to 200 ms): `start`
 * in a test, `stop` after each (a test that never started it stops nothing).
 */
export function webhookOutbox(t: { database: { db: Db }; services: Services }) {
  let runner: JobRunner | null = null;
  return {
    start: () => {
      runner = startRunner({
        db: t.database.db,
        handlers: [deliverWebhooksHandler(t.database.db, t.services, { baseMs: 50, maxMs: 200 })],
        log: () => undefined,
        pollMs: 50,
        bell: t.services.jobBell,
      });
    },
    stop: async () => {
      await runner?.stop();
      runner = null;
    },
  };
}
