import type { z } from 'zod';
import type { ClaimedJob } from './claim-jobs';

/** A failed run is retried after baseMs, doubling up to maxMs; after maxAttempts it is given up. */
export type RetryPolicy = { baseMs: number; maxMs: number; maxAttempts: number };

/**
 * An outbox's retries (leads, webhooks): after 5 s, doubling to 10 minutes apart, never given up
 * by the runner, as the outbox marks its own work failed after a day of trying.
 */
export const OUTBOX_RETRY: RetryPolicy = {
  baseMs: 5000,
  maxMs: 10 * 60 * 1000,
  maxAttempts: Number.POSITIVE_INFINITY,
};

/** Where a job reports: a failed run, a claim that failed, a stop that had to give work back. */
export type JobLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  detail?: Record<string, unknown>,
) => void;

/** A claimed job as its kind's `run` gets it: the payload read by the kind's schema. */
export type RunningJob<P> = Omit<ClaimedJob, 'payload'> & { payload: P };

/**
 * One kind of background job, declared once (decision 012): its name in `jobs.kind`, the schema
 * its payload is checked by (when it is enqueued, and again when a runner claims it), its retry
 * policy over the runner's, and what a run does. `run` gets what it works with (`context`: the
 * database, the services...) from whoever wires the runner (jobs/start-jobs.ts), so a definition
 * lives with its domain and never reaches up for them.
 */
export type JobDefinition<S extends z.ZodType, C> = {
  kind: string;
  payload: S;
  retry?: Partial<RetryPolicy>;
  run: (job: RunningJob<z.output<S>>, context: C, signal: AbortSignal) => Promise<void>;
};

/** What an enqueue needs of a definition: its name and its payload's schema. */
export type JobKind<S extends z.ZodType> = Pick<JobDefinition<S, never>, 'kind' | 'payload'>;

/** Declares a kind of job (the identity: it is here for the types it infers). */
export function defineJob<S extends z.ZodType, C>(
  definition: JobDefinition<S, C>,
): JobDefinition<S, C> {
  return definition;
}

/**
 * Thrown by a run whose work waits on something expected (no CRM connected yet, a provider that
 * is down or said 429): logged as one line, without a stack, and tried again after `afterMs` when
 * the provider said when, else by the retry policy.
 */
export class RetryLater extends Error {
  constructor(
    readonly afterMs: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** An outbox's try that did not get its work done: why, and when to try again if it was told. */
export type TryAgain = { kind: 'retry'; reason: string; afterMs: number | null };

/**
 * Ends an outbox job's run by its try's outcome: nothing for work done (or gone); for a retry, the
 * error the runner retries on, after the provider's Retry-After when it gave one. A try cut short
 * by the process stopping throws the stop's reason, so the job is given back rather than failed.
 */
export function settleTry(outcome: TryAgain | { kind: string }, signal: AbortSignal): void {
  if (outcome.kind !== 'retry' || !('reason' in outcome)) return;
  if (signal.aborted) throw signal.reason;
  throw new RetryLater(outcome.afterMs, outcome.reason);
}
