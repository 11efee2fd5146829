import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';

/** A job as its handler gets it. */
export type ClaimedJob = {
  id: number;
  kind: string;
  key: string | null;
  payload: unknown;
  /** This run included. */
  attempts: number;
};

/** Which jobs a process takes: a kind, or only the job of that kind with this key. */
export type JobFilter = { kind: string; key?: string };

const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Adds a job to run at once (or after `delayMs`). With a `key`, a job with that key that is still
 * waiting or running makes this a no-op, so several processes starting together add it once.
 * Answers whether a job was added.
 */
export async function enqueueJob(
  db: Db,
  job: { kind: string; key?: string; payload?: unknown; delayMs?: number },
): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key ?? null,
      payload: job.payload ?? {},
      runAt: job.delayMs ? after(job.delayMs) : sql`now()`,
    })
    .onConflictDoNothing({ target: jobs.key, where: sql`done_at is null` })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/**
 * Adds a job already claimed by `owner` (its first run counted), for work the caller starts at
 * once itself: no runner can take it until the lease runs out, so it is not done twice, and if the
 * caller dies before finishing, a runner takes it after `leaseMs`.
 */
export async function enqueueClaimedJob(
  db: Db,
  job: { kind: string; key: string; payload?: unknown },
  owner: string,
  leaseMs: number,
): Promise<number> {
  const [added] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload ?? {},
      lockedBy: owner,
      lockedUntil: after(leaseMs),
      attempts: 1,
    })
    .returning({ id: jobs.id });
  if (!added) throw new Error(`could not add job ${job.key}`);
  return added.id;
}

/** Makes the waiting job with this key due now, or adds it; false when it is running. */
export async function makeDueNow(
  db: Db,
  job: { kind: string; key: string; payload: unknown },
): Promise<boolean> {
  const waiting = await db
    .select({ id: jobs.id, lockedUntil: jobs.lockedUntil })
    .from(jobs)
    .where(and(eq(jobs.key, job.key), isNull(jobs.doneAt)));
  const [row] = waiting;
  if (!row) return enqueueJob(db, job);
  const moved = await db
    .update(jobs)
    .set({ runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, row.id), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`))))
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

/**
 * Takes the oldest due job this process handles, in one statement: the row is locked with
 * `FOR UPDATE SKIP LOCKED` (another process taking a job at the same moment skips it) and leased
 * to `owner` for `leaseMs`. A job whose lease ran out (its process died) is due again.
 */
export async function claimJob(
  db: Db,
  owner: string,
  filters: readonly JobFilter[],
  leaseMs: number,
): Promise<ClaimedJob | null> {
  const handled = or(
    ...filters.map((f): SQL | undefined =>
      f.key === undefined ? eq(jobs.kind, f.kind) : and(eq(jobs.kind, f.kind), eq(jobs.key, f.key)),
    ),
  );
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        handled,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      lockedBy: owner,
      lockedUntil: after(leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      key: jobs.key,
      payload: jobs.payload,
      attempts: jobs.attempts,
    });
  return job ?? null;
}

const held = (id: number, owner: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, owner));

/** Keeps a running job leased; false when the lease was lost (it ran out and another took it). */
export async function extendLease(
  db: Db,
  id: number,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const kept = await db
    .update(jobs)
    .set({ lockedUntil: after(leaseMs), updatedAt: sql`now()` })
    .where(held(id, owner))
    .returning({ id: jobs.id });
  return kept.length > 0;
}

/** The job is done (a no-op when `owner` no longer holds it). */
export async function completeJob(db: Db, id: number, owner: string): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
    .where(held(id, owner));
}

/**
 * The run failed: the error is kept and the job runs again after `retryMs`, or, with `giveUp`,
 * it is finished with its last error.
 */
export async function failJob(
  db: Db,
  id: number,
  owner: string,
  { error, retryMs, giveUp }: { error: string; retryMs: number; giveUp: boolean },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      runAt: after(retryMs),
      doneAt: giveUp ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(held(id, owner));
}

/** Gives a job back unfinished (its process is stopping): it is due at once, the run not counted. */
export async function releaseJob(db: Db, id: number, owner: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      runAt: sql`now()`,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      updatedAt: sql`now()`,
    })
    .where(held(id, owner));
}
