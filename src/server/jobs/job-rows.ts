import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';
import type { ClaimTurns, JobOwner } from './fair-share';

/** A job as its handler gets it. */
export type ClaimedJob = {
  id: number;
  kind: string;
  key: string | null;
  payload: unknown;
  /** This run included. */
  attempts: number;
} & JobOwner;

/** Which jobs a process takes: a kind, or only the job of that kind with this key. */
export type JobFilter = { kind: string; key?: string };

/** A job to add: with a coach (and a lane) when it is a coach's work, so the runner is fair. */
export type NewJob = {
  kind: string;
  key?: string;
  payload?: unknown;
  /** The coach whose work it is (fair-share.ts). */
  coachId?: number;
  /** Whom it talks to (`webhook:12`): one at a time per process. */
  lane?: string;
};

const ownerOf = (job: NewJob) => ({ coachId: job.coachId ?? null, lane: job.lane ?? null });

const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Adds a job to run at once (or after `delayMs`). With a `key`, a job with that key that is still
 * waiting or running makes this a no-op, so several processes starting together add it once.
 * Answers whether a job was added.
 */
export async function enqueueJob(db: Db, job: NewJob & { delayMs?: number }): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key ?? null,
      payload: job.payload ?? {},
      ...ownerOf(job),
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
  job: NewJob & { key: string },
  owner: string,
  leaseMs: number,
): Promise<number> {
  const [added] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload ?? {},
      ...ownerOf(job),
      lockedBy: owner,
      lockedUntil: after(leaseMs),
      attempts: 1,
    })
    .returning({ id: jobs.id });
  if (!added) throw new Error(`could not add job ${job.key}`);
  return added.id;
}

/** Makes the waiting job with this key due now, or adds it; false when it is running. */
export async function makeDueNow(db: Db, job: NewJob & { key: string }): Promise<boolean> {
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

/** A PostgreSQL array literal (`{1,2}`, `{"a","b"}`), sent as one parameter however long. */
function arrayLiteral(values: readonly (number | string)[]): string {
  const items = values.map((v) =>
    typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`,
  );
  return `{${items.join(',')}}`;
}

/**
 * Takes the next due job this process handles, in one statement: the row is locked with
 * `FOR UPDATE SKIP LOCKED` (another process taking a job at the same moment skips it) and leased
 * to `owner` for `leaseMs`. A job whose lease ran out (its process died) is due again. With
 * `turns` (fair-share.ts), a full coach's or a busy lane's jobs are left for later, and the oldest
 * due job of the coach served longest ago comes first; otherwise the oldest due job.
 */
export async function claimJob(
  db: Db,
  owner: string,
  filters: readonly JobFilter[],
  leaseMs: number,
  turns: ClaimTurns = { fullCoaches: [], busyLanes: [], servedLately: [] },
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
        turns.fullCoaches.length > 0
          ? sql`(${jobs.coachId} is null or ${jobs.coachId} <> all(${arrayLiteral(turns.fullCoaches)}::int[]))`
          : undefined,
        turns.busyLanes.length > 0
          ? sql`(${jobs.lane} is null or ${jobs.lane} <> all(${arrayLiteral(turns.busyLanes)}::text[]))`
          : undefined,
      ),
    )
    .orderBy(
      ...(turns.servedLately.length > 0
        ? [
            sql`array_position(${arrayLiteral(turns.servedLately)}::int[], ${jobs.coachId}) nulls first`,
          ]
        : []),
      asc(jobs.runAt),
      asc(jobs.id),
    )
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
      coachId: jobs.coachId,
      lane: jobs.lane,
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
