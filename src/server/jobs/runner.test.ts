import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import { testHandler, testKind } from '../../../test/support/test-jobs';
import { enqueue } from '../queue/enqueue';
import { startRunner, type JobHandler, type JobLog, type JobRunner } from './runner';

let database: Database;
const runners: JobRunner[] = [];
const logged: { level: string; message: string }[] = [];
const log: JobLog = (level, message) => logged.push({ level, message });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await database?.close();
});

const runner = (
  handlers: JobHandler[],
  options: Partial<Parameters<typeof startRunner>[0]> = {},
) => {
  const started = startRunner({ db: database.db, handlers, log, pollMs: 20, ...options });
  runners.push(started);
  return started;
};

const rowsOf = (kind: string) =>
  database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

const allDone = async (kind: string) => {
  const rows = await rowsOf(kind);
  return rows.length > 0 && rows.every((r) => r.doneAt !== null) ? rows : null;
};

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('background jobs', () => {
  it('runs every job exactly once with two runners taking jobs from one database', async () => {
    for (let i = 0; i < 30; i++) await enqueue(database.db, testKind('count'), { i });
    const ran: number[] = [];
    const handler = testHandler('count', async (job) => {
      ran.push(job.id);
      // A little real work on the database, so the runners overlap.
      await database.db.execute(sql`select 1`);
    });
    runner([handler], { owner: 'first' });
    runner([handler], { owner: 'second' });
    const rows = await waitFor('every counted job to be done', () => allDone('count'));
    expect(rows).toHaveLength(30);
    expect([...ran].sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    expect(rows.every((r) => r.attempts === 1 && r.lockedBy === null)).toBe(true);
  });

  it('adds a keyed job once however often it is asked for while it waits', async () => {
    const added = await Promise.all(
      [1, 2, 3].map(() => enqueue(database.db, testKind('keyed'), {}, { key: 'only-one' })),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf('keyed')).toHaveLength(1);
  });

  it('retries a failing job later and later, keeping its error, and gives up after the last attempt', async () => {
    const calls: number[] = [];
    await enqueue(database.db, testKind('flaky'), {});
    runner(
      [
        testHandler('flaky', async () => {
          calls.push(Date.now());
          if (calls.length < 3) throw new Error(`CRM is down (${calls.length})`);
        }),
      ],
      { retry: { baseMs: 150, maxMs: 10_000, maxAttempts: 5 } },
    );
    const failed = await waitFor('the first failure to be recorded', async () => {
      const [row] = await rowsOf('flaky');
      return row?.lastError ? row : null;
    });
    expect(failed.lastError).toContain('CRM is down (1)');
    expect(failed.doneAt).toBeNull();
    expect(failed.lockedBy).toBeNull();
    const [done] = await waitFor('the flaky job to succeed', () => allDone('flaky'));
    expect(done?.attempts).toBe(3);
    expect(done?.lastError).toContain('CRM is down (2)');
    // Backoff: the second wait at least doubles the first.
    const [first = 0, second = 0, third = 0] = calls;
    expect(second - first).toBeGreaterThanOrEqual(140);
    expect(third - second).toBeGreaterThanOrEqual(290);
    // A failure that will be retried is a warning; giving up is an error.
    expect(logged.some((l) => l.level === 'warn' && l.message.includes('flaky'))).toBe(true);

    await enqueue(database.db, testKind('hopeless'), {});
    runner([testHandler('hopeless', () => Promise.reject(new Error('never works')))], {
      retry: { baseMs: 10, maxMs: 10, maxAttempts: 2 },
    });
    const [given] = await waitFor('the hopeless job to be given up', () => allDone('hopeless'));
    expect(given?.attempts).toBe(2);
    expect(given?.lastError).toContain('never works');
    expect(logged.some((l) => l.level === 'error' && l.message.includes('giving up'))).toBe(true);
  });

  it('stop() waits for a running job to finish, and takes no new one', async () => {
    const started = gate();
    const release = gate();
    let sawStop = false;
    await enqueue(database.db, testKind('slow'), {});
    const slow = runner([
      testHandler('slow', async (_job, signal) => {
        started.open();
        await release.opened;
        sawStop = signal.aborted;
      }),
    ]);
    await started.opened;
    let stopped = false;
    const stopping = slow.stop().then(() => {
      stopped = true;
    });
    await enqueue(database.db, testKind('slow'), { second: true });
    const [running] = await rowsOf('slow');
    expect(running?.lockedBy).not.toBeNull();
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    const [first, second] = await rowsOf('slow');
    expect(sawStop).toBe(true);
    expect(first?.doneAt).not.toBeNull();
    expect(second?.doneAt).toBeNull();
    expect(second?.attempts).toBe(0);
  });

  it('gives back a job that stops when asked, or is still running after the grace time, for another process', async () => {
    await enqueue(database.db, testKind('batches'), {});
    const started = gate();
    const first = runner([
      testHandler('batches', async (_job, signal) => {
        started.open();
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        signal.throwIfAborted();
      }),
    ]);
    await started.opened;
    await first.stop();
    const [released] = await rowsOf('batches');
    expect(released).toMatchObject({ doneAt: null, lockedBy: null, attempts: 0, lastError: null });

    await enqueue(database.db, testKind('stuck'), {});
    const stuckStarted = gate();
    const never = gate();
    const stuck = runner(
      [
        testHandler('stuck', async () => {
          stuckStarted.open();
          await never.opened;
        }),
      ],
      { stopGraceMs: 50 },
    );
    await stuckStarted.opened;
    await stuck.stop();
    const [late] = await rowsOf('stuck');
    expect(late).toMatchObject({ doneAt: null, lockedBy: null, attempts: 0 });
    expect(logged.some((l) => l.level === 'warn' && l.message.includes('gave back 1'))).toBe(true);
    never.open();

    runner([testHandler('batches', async () => {})]);
    await waitFor('another runner to finish the given-back job', () => allDone('batches'));
  });

  it('takes over a job whose process died (its lease ran out), never one whose lease holds', async () => {
    const [dead, alive] = await database.db
      .insert(jobs)
      .values([
        {
          kind: 'orphan',
          attempts: 1,
          lockedBy: 'dead-process',
          lockedUntil: sql`now() - interval '1 second'`,
        },
        {
          kind: 'orphan',
          attempts: 1,
          lockedBy: 'busy-process',
          lockedUntil: sql`now() + interval '1 hour'`,
        },
      ])
      .returning();
    const ran: number[] = [];
    runner([testHandler('orphan', async (job) => void ran.push(job.id))]);
    await waitFor('the orphan to be done', async () => {
      const rows = await rowsOf('orphan');
      return rows.find((r) => r.id === dead?.id)?.doneAt;
    });
    const rows = await rowsOf('orphan');
    expect(ran).toEqual([dead?.id]);
    expect(rows.find((r) => r.id === dead?.id)?.attempts).toBe(2);
    expect(rows.find((r) => r.id === alive?.id)).toMatchObject({
      doneAt: null,
      lockedBy: 'busy-process',
    });
  });

  it('renews the lease of a long job, and a run that lost its lease does not finish the job', async () => {
    await enqueue(database.db, testKind('long'), {});
    const started = gate();
    const finish = gate();
    const long = runner(
      [
        testHandler('long', async () => {
          started.open();
          await finish.opened;
        }),
      ],
      { leaseMs: 300 },
    );
    await started.opened;
    const [first] = await rowsOf('long');
    await waitFor('the lease to be renewed', async () => {
      const [row] = await rowsOf('long');
      const renewed = (row?.lockedUntil?.getTime() ?? 0) > (first?.lockedUntil?.getTime() ?? 0);
      return renewed ? row : null;
    });
    // Another process takes the job over (as if this one had stalled past its lease).
    await database.db.update(jobs).set({ lockedBy: 'other-process' }).where(eq(jobs.kind, 'long'));
    finish.open();
    await long.stop();
    const [row] = await rowsOf('long');
    expect(row).toMatchObject({ doneAt: null, lockedBy: 'other-process' });
  });
});
