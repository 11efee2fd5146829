import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';
import { after } from './claim-jobs';
import type { JobKind } from './define-job';

/**
 * Where a job goes besides its kind: its `key` (at most one job with a key waits or runs at once),
 * the coach whose work it is and the lane it talks to (`webhook:12`), so the runner is fair.
 */
export type JobPlace = { key?: string; coachId?: number; lane?: string };

/** One job of a kind, with its payload, ready to add. */
export type JobOrder<S extends z.ZodType> = JobPlace & { job: JobKind<S>; payload: z.input<S> };

export function jobOrder<S extends z.ZodType, P extends JobPlace>(
  job: JobKind<S>,
  payload: z.input<S>,
  place: P,
): JobOrder<S> & P {
  return { job, payload, ...place };
}

/**
 * The row of an order, its payload checked by the kind's schema: a payload that does not fit is
 * the caller's bug, thrown here (inside the caller's transaction) rather than met by a runner.
 */
function rowOf<S extends z.ZodType>({ job, payload, key, coachId, lane }: JobOrder<S>) {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) {
    throw new Error(
      `a ${job.kind} job's payload does not match its schema: ${z.prettifyError(parsed.error)}`,
    );
  }
  return {
    kind: job.kind,
    key: key ?? null,
    payload: parsed.data ?? {},
    coachId: coachId ?? null,
    lane: lane ?? null,
  };
}

/**
 * Adds a job of `job`'s kind to run at once (or after `delayMs`), in `db`: pass the transaction
 * of the change that causes it, so the job exists exactly when the change does. With a `key`, a
 * job with that key that is still waiting or running makes this a no-op, so several processes
 * starting together add it once. Answers whether a job was added.
 */
export async function enqueue<S extends z.ZodType>(
  db: Db,
  job: JobKind<S>,
  payload: z.input<S>,
  place: JobPlace & { delayMs?: number } = {},
): Promise<boolean> {
  const { delayMs, ...where } = place;
  const added = await db
    .insert(jobs)
    .values({
      ...rowOf(jobOrder(job, payload, where)),
      runAt: delayMs ? after(delayMs) : sql`now()`,
    })
    .onConflictDoNothing({ target: jobs.key, where: sql`done_at is null` })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/**
 * Adds a job already claimed by `owner` (its first run counted), for work the caller starts at
 * once itself: no runner can take it until the lease runs out, so it is not done twice, and if the
 * caller dies before finishing, a runner takes it after `leaseMs`. Answers its id, for
 * completeJob or failJob (claim-jobs.ts).
 */
export async function enqueueClaimedJob<S extends z.ZodType>(
  db: Db,
  order: JobOrder<S> & { key: string },
  owner: string,
  leaseMs: number,
): Promise<number> {
  const [added] = await db
    .insert(jobs)
    .values({ ...rowOf(order), lockedBy: owner, lockedUntil: after(leaseMs), attempts: 1 })
    .returning({ id: jobs.id });
  if (!added) throw new Error(`could not add job ${order.key}`);
  return added.id;
}

/** Makes the waiting job with this order's key due now, or adds it; false when it is running. */
export async function makeDueNow<S extends z.ZodType>(
  db: Db,
  order: JobOrder<S> & { key: string },
): Promise<boolean> {
  const row = rowOf(order);
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.key, order.key), isNull(jobs.doneAt)));
  if (!waiting) return enqueue(db, order.job, order.payload, order);
  const moved = await db
    .update(jobs)
    .set({ runAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.id, waiting.id),
        eq(jobs.kind, row.kind),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: jobs.id });
  return moved.length > 0;
}

/** Drops the waiting job with this key (its work was taken away); a running one finishes. */
export async function dropWaitingJob(db: Db, key: string): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.key, key),
        isNull(jobs.doneAt),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    );
}

/** When the waiting job with each key is due, for jobs not done. */
export async function dueTimes(db: Db, keys: readonly string[]): Promise<Map<string, Date>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: jobs.key, runAt: jobs.runAt })
    .from(jobs)
    .where(and(inArray(jobs.key, [...keys]), isNull(jobs.doneAt)));
  return new Map(rows.flatMap((r) => (r.key ? [[r.key, r.runAt] as const] : [])));
}
