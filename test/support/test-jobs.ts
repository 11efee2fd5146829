import { z } from 'zod';
import { handlerOf, type JobHandler } from '../../src/server/jobs/job-handler';
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
