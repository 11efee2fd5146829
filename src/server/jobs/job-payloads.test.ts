import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import { defineJob } from '../queue/define-job';
import { enqueue } from '../queue/enqueue';
import { handlerOf } from './job-handler';
import { startRunner } from './runner';

/** A job's payload is read by its kind's schema when it is added and when a runner takes it. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const thankJob = defineJob({
  kind: 'thank-lead',
  payload: z.object({ leadId: z.number().int().positive() }),
  run: async (job, thanked: number[]) => void thanked.push(job.payload.leadId),
});

const rowsOf = (kind: string) =>
  database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

describe('job payloads', () => {
  it('fails a job whose stored payload its schema refuses, saying why, once, and runs the next', async () => {
    const db = database.db;
    // Stored by hand (an older build, an operator's edit): enqueue would refuse it.
    await db.insert(jobs).values({ kind: thankJob.kind, payload: { leadId: 'twelve' } });
    await enqueue(db, thankJob, { leadId: 7 });
    const thanked: number[] = [];
    const logged: { level: string; message: string }[] = [];
    const runner = startRunner({
      db,
      handlers: [handlerOf(thankJob, thanked)],
      log: (level, message) => void logged.push({ level, message }),
      pollMs: 20,
      concurrency: 1,
    });
    try {
      const [bad, good] = await waitFor('both jobs done', async () => {
        const rows = await rowsOf(thankJob.kind);
        return rows.length === 2 && rows.every((r) => r.doneAt !== null) ? rows : null;
      });
      expect(thanked).toEqual([7]);
      // Given up at its first run: the same payload would be refused at every try.
      expect(bad).toMatchObject({ attempts: 1, lockedBy: null });
      expect(bad?.lastError).toMatch(/does not match the thank-lead job's schema/);
      expect(bad?.lastError).toMatch(/leadId/);
      expect(bad?.lastError).not.toMatch(/\n\s+at /);
      expect(good).toMatchObject({ attempts: 1, lastError: null });
      const said = logged.find((l) => l.message.includes(`job ${bad?.id} (thank-lead) failed`));
      expect(said?.level).toBe('error');
      expect(said?.message).toMatch(/giving up: its payload does not match .*leadId/s);
    } finally {
      await runner.stop();
    }
  });

  it('refuses to add a job whose payload does not fit its kind, in the caller’s transaction', async () => {
    const db = database.db;
    const before = (await rowsOf(thankJob.kind)).length;
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, thankJob, { leadId: 3 });
        await enqueue(tx, thankJob, { leadId: -1 });
      }),
    ).rejects.toThrow(/thank-lead job's payload does not match its schema[\s\S]*leadId/);
    // The transaction's other job went with it: the change and its jobs are kept together or not at all.
    expect(await rowsOf(thankJob.kind)).toHaveLength(before);
  });
});
