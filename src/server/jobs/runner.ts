import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/database';
import { isDatabaseUnreachable, outageReason } from '../db/outage';
import {
  claimJob,
  completeJob,
  extendLease,
  failJob,
  releaseJob,
  type ClaimedJob,
} from '../queue/claim-jobs';
import { RetryLater, type JobLog, type RetryPolicy } from '../queue/define-job';
import type { JobBell } from '../queue/job-bell';
import { FairShare } from './fair-share';
import type { JobHandler } from './job-handler';

export type { JobLog } from '../queue/define-job';
export type { JobHandler } from './job-handler';

/** A claimed job whose stored payload its kind's schema refuses: failed at once, never retried. */
class BadPayload extends Error {
  constructor(job: ClaimedJob, problem: string) {
    super(`its payload does not match the ${job.kind} job's schema: ${problem}`);
  }
}

export type RunnerOptions = {
  db: Db;
  handlers: readonly JobHandler[];
  log: JobLog;
  /** How often to look for due jobs when nothing wakes the runner (JOBS_POLL_MS). */
  pollMs: number;
  /** How long a claimed job is this process's; renewed while it runs. */
  leaseMs?: number;
  /** Jobs run at once in this process (4). */
  concurrency?: number;
  /** Of them, one coach's jobs (2) and one lane's, a webhook endpoint say (1): fair-share.ts. */
  perCoach?: number;
  perLane?: number;
  /** A failed run is retried after baseMs, doubling up to maxMs; after maxAttempts it is given up. */
  retry?: Partial<RetryPolicy>;
  /** How long stop() waits for running jobs before giving them back. */
  stopGraceMs?: number;
  /** Names this process in `jobs.locked_by`. */
  owner?: string;
  /** Rung when a job is due now: the runner looks at once. */
  bell?: JobBell;
};

export type JobRunner = {
  /** Looks for due jobs now (after adding one), rather than at the next poll. */
  wake: () => void;
  /**
   * Takes no more jobs, asks running ones to stop (their signal aborts), and waits for them; a
   * job that has not finished after the grace time is given back for another process.
   */
  stop: () => Promise<void>;
};

const DEFAULT_RETRY: RetryPolicy = { baseMs: 5000, maxMs: 10 * 60 * 1000, maxAttempts: 10 };

class Stopping extends Error {
  constructor() {
    super('the process is stopping');
  }
}

class LeaseLost extends Error {
  constructor() {
    super('the lease ran out and another process took the job');
  }
}

/** Starts taking jobs from the `jobs` table (see queue/claim-jobs.ts) until stopped. */
export function startRunner(options: RunnerOptions): JobRunner {
  const {
    db,
    handlers,
    log,
    pollMs,
    leaseMs = 30_000,
    concurrency = 4,
    perCoach = 2,
    perLane = 1,
    stopGraceMs = 10_000,
    owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
  } = options;
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const byKind = new Map(handlers.map((h) => [`${h.kind}|${h.key ?? ''}`, h]));
  const handlerFor = (job: ClaimedJob) =>
    byKind.get(`${job.kind}|${job.key ?? ''}`) ?? byKind.get(`${job.kind}|`);
  const running = new Map<number, AbortController>();
  const share = new FairShare({ perCoach, perLane });
  let sleepers: (() => void)[] = [];
  let stopping = false;

  const wake = () => {
    const woken = sleepers;
    sleepers = [];
    for (const resume of woken) resume();
  };

  const idle = () =>
    new Promise<void>((resolve) => {
      const resume = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        sleepers = sleepers.filter((s) => s !== resume);
        resolve();
      }, pollMs);
      sleepers.push(resume);
    });

  const settle = async (what: string, job: ClaimedJob, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log('error', `could not ${what} job ${job.id} (${job.kind})`, { err: error });
    }
  };

  const run = async (job: ClaimedJob) => {
    const handler = handlerFor(job);
    const controller = new AbortController();
    running.set(job.id, controller);
    const heartbeat = setInterval(() => {
      extendLease(db, job.id, owner, leaseMs).then(
        (kept) => {
          if (!kept) controller.abort(new LeaseLost());
        },
        (error: unknown) =>
          log('warn', `could not renew the lease of job ${job.id}`, { err: error }),
      );
    }, leaseMs / 3);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const read = handler.read(job);
      if (!read.ok) throw new BadPayload(job, read.problem);
      await read.run(controller.signal);
      await settle('finish', job, () => completeJob(db, job.id, owner));
    } catch (error) {
      if (controller.signal.aborted) {
        await settle('give back', job, () => releaseJob(db, job.id, owner));
      } else {
        const policy = { ...retry, ...handler?.retry };
        const expected = error instanceof RetryLater;
        const later = expected ? error.afterMs : null;
        // A payload the schema refuses today refuses tomorrow too: no point trying it again.
        const bad = error instanceof BadPayload;
        const giveUp = bad || (later === null && job.attempts >= policy.maxAttempts);
        const retryMs = later ?? Math.min(policy.baseMs * 2 ** (job.attempts - 1), policy.maxMs);
        const failed = `job ${job.id} (${job.kind}) failed${giveUp ? '; giving up' : ''}`;
        // An expected wait is one line saying why; only what nobody foresaw keeps its stack.
        if (expected) {
          log(giveUp ? 'warn' : 'info', `${failed}: ${error.message}`, {
            attempts: job.attempts,
            ...(giveUp ? {} : { retryInMs: retryMs }),
          });
        } else if (bad) {
          log('error', `${failed}: ${error.message}`, { attempts: job.attempts });
        } else {
          log(giveUp ? 'error' : 'warn', failed, { err: error, attempts: job.attempts });
        }
        await settle('record the failure of', job, () =>
          failJob(db, job.id, owner, { error: messageOf(error), retryMs, giveUp }),
        );
      }
    } finally {
      clearInterval(heartbeat);
      running.delete(job.id);
      // Its coach's or lane's next job was left out of claims while it ran: look again now.
      if (share.end(job)) wake();
    }
  };

  const filters = handlers.map(({ kind, key }) => (key === undefined ? { kind } : { kind, key }));
  // One claim at a time in this process, so each sees the jobs the one before it started.
  let claiming: Promise<unknown> = Promise.resolve();
  const claimNext = () => {
    const claimed = claiming.then(async () => {
      const job = await claimJob(db, owner, filters, leaseMs, share.turns());
      if (job) share.start(job);
      return job;
    });
    claiming = claimed.catch(() => undefined);
    return claimed;
  };

  let databaseAway = false;
  const loop = async () => {
    while (!stopping) {
      let job: ClaimedJob | null = null;
      try {
        job = await claimNext();
        if (databaseAway) {
          databaseAway = false;
          log('info', 'the database answers again: jobs resume');
        }
      } catch (error) {
        // The database away (a restart): said once, in one line, not at every poll.
        if (!isDatabaseUnreachable(error)) log('error', 'could not look for jobs', { err: error });
        else if (!databaseAway) {
          databaseAway = true;
          log('warn', `jobs wait for the database (${outageReason(error)})`);
        }
      }
      if (stopping && job) {
        share.end(job);
        await settle('give back', job, () => releaseJob(db, job.id, owner));
        break;
      }
      if (job) await run(job);
      else await idle();
    }
  };

  const loops = Array.from({ length: concurrency }, loop);
  const unlisten = options.bell?.listen(wake);
  let stopped: Promise<void> | undefined;

  const stop = async () => {
    stopping = true;
    unlisten?.();
    wake();
    for (const controller of running.values()) controller.abort(new Stopping());
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), stopGraceMs);
    });
    const finished = await Promise.race([
      Promise.all(loops).then(() => 'done' as const),
      graceOver,
    ]);
    clearTimeout(timer);
    if (finished === 'late') {
      const late = [...running.keys()];
      log('warn', `stopping: gave back ${late.length} job(s) still running`, { jobs: late });
      for (const id of late) {
        await releaseJob(db, id, owner).catch((error: unknown) =>
          log('error', `could not give back job ${id}`, { err: error }),
        );
      }
    }
  };

  return {
    wake,
    stop: () => (stopped ??= stop()),
  };
}

function messageOf(error: unknown): string {
  if (error instanceof RetryLater || error instanceof BadPayload) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
