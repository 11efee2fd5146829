import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';

/** Whose a job is, as the runner shares its slots out: its coach and the lane it talks to. */
export type JobOwner = { coachId: number | null; lane: string | null };

/** A job as a runner claims it, its payload not read yet (the kind's schema reads it). */
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

/** What the next claim leaves out and puts first (the runner's tally: jobs/fair-share.ts). */
export type ClaimTurns = {
  /** Coaches with as many jobs running in this process as they may have. */
  fullCoaches: number[];
  /** Lanes with as many jobs running in this process as they may have. */
  busyLanes: string[];
  /** Coaches served lately, the longest ago first: a coach not listed goes before them all. */
  servedLately: number[];
};

/** `now()` plus `ms`, in the database's clock. */
export const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

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
 * `turns`, a full coach's or a busy lane's jobs are left for later, and the oldest due job of the
 * coach served longest ago comes first; otherwise the oldest due job.
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
