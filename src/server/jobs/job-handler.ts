import { z } from 'zod';
import type { ClaimedJob, JobFilter } from '../queue/claim-jobs';
import type { JobDefinition, RetryPolicy } from '../queue/define-job';

/** A claimed job read by its kind's schema: its run, or why its payload is not one of the kind's. */
export type ReadJob =
  { ok: true; run: (signal: AbortSignal) => Promise<void> } | { ok: false; problem: string };

/** What a runner takes: which jobs (a kind, or one key of it), their retry policy, how to run one. */
export type JobHandler = JobFilter & {
  /** This kind's own retry policy, over the runner's. */
  retry?: Partial<RetryPolicy>;
  /** Reads a claimed job's payload with the kind's schema. */
  read: (job: ClaimedJob) => ReadJob;
};

/**
 * A kind of job wired to what its runs work with (the database, the services...): the only place
 * a definition meets them. `key` makes a runner take only that key's job of the kind (republish:
 * this build's); `retry` is over the definition's (tests make backoffs short).
 */
export function handlerOf<S extends z.ZodType, C>(
  definition: JobDefinition<S, C>,
  context: C,
  options: { key?: string; retry?: Partial<RetryPolicy> } = {},
): JobHandler {
  return {
    kind: definition.kind,
    ...(options.key === undefined ? {} : { key: options.key }),
    retry: { ...definition.retry, ...options.retry },
    read: (job) => {
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) return { ok: false, problem: z.prettifyError(parsed.error) };
      const running = { ...job, payload: parsed.data };
      return { ok: true, run: (signal) => definition.run(running, context, signal) };
    },
  };
}
