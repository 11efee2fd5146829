import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { formOfNewWebsite, setupCrmTestApp, submit } from '../../../test/support/lead-outbox';
import { waitFor } from '../../../test/support/wait-for';
import { jobs } from '../db/schema';
import { testHandler, testKind } from '../../../test/support/test-jobs';
import { enqueue } from '../queue/enqueue';
import { leadJobKey } from '../domain/leads/lead-rows';
import { deliverLeadsHandler } from './deliver-leads';
import { startRunner, type JobLog, type JobRunner } from './runner';

const env = setupCrmTestApp();
const { t } = env;

/** The app's log as an operator reads it: pino's JSON lines, fed as main.ts feeds the runner's. */
function capturedLog() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const log: JobLog = (level, message, detail = {}) => logger[level](detail, message);
  return { lines, log };
}

let runner: JobRunner | null = null;
afterEach(async () => {
  await runner?.stop();
  runner = null;
});

/** The lead's job: its tries so far, and whether one is running. */
const jobOf = async (leadId: number) => {
  const [job] = await t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, leadJobKey(leadId)));
  return { attempts: job?.attempts ?? 0, running: job?.lockedBy !== null };
};

/**
 * Runs the outbox, with its real backoff, through the tries a minute holds (at 5, 15 and 35 s
 * after the first): each wait passed on the app's clock and the job made due, then its try awaited
 * to its end.
 */
async function aMinuteOfTries(leadId: number, log: JobLog) {
  runner = startRunner({
    db: t.database.db,
    handlers: [deliverLeadsHandler(t.database.db, t.services)],
    log,
    pollMs: 50,
    bell: t.services.jobBell,
  });
  for (const waitMs of [5000, 10_000, 20_000]) {
    const before = await jobOf(leadId);
    env.ahead += waitMs;
    await env.retriesDueNow();
    await waitFor('the next try over', async () => {
      const now = await jobOf(leadId);
      return now.attempts > before.attempts && !now.running;
    });
  }
}

const withStack = (lines: string[]) => lines.filter((line) => /"stack"|\\n\s+at /.test(line));

describe('the outbox’s log of expected waits (issue 36)', () => {
  it('logs a lead left queued without a CRM for a minute as one line a try, without a stack trace', async () => {
    expect((await t.call('DELETE', '/api/crm/connection')).status).toBe(204);
    const form = await formOfNewWebsite(t, 'Not connected yet');
    const lead = await submit(t.database.db, t.services, form, 1);
    expect(lead.outcome.kind).toBe('retry');
    const { lines, log } = capturedLog();
    await aMinuteOfTries(lead.id, log);
    const about = lines.filter((line) => line.includes('No CRM is connected yet'));
    expect(about.length).toBeGreaterThanOrEqual(3);
    for (const line of about) {
      const entry = JSON.parse(line) as { level: number; msg: string; err?: unknown };
      expect(entry.level).toBe(30);
      expect(entry.err).toBeUndefined();
    }
    expect(withStack(lines)).toEqual([]);
    // Kept on the job as the reason, not as a stack either.
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, leadJobKey(lead.id)));
    expect(job?.lastError).toBe('No CRM is connected yet: the lead waits until one is connected.');
  });

  it('logs a CRM that is down as one line a try, without a stack trace', async () => {
    await env.fake.setMode('down');
    const form = await formOfNewWebsite(t, 'CRM down');
    const lead = await submit(t.database.db, t.services, form, 2);
    expect(lead.outcome.kind).toBe('retry');
    const { lines, log } = capturedLog();
    await aMinuteOfTries(lead.id, log);
    expect(lines.filter((line) => line.includes(`(deliver-lead) failed`)).length).toBe(3);
    expect(withStack(lines)).toEqual([]);
  });

  it('keeps the stack of an error nobody expected, for the operator to find', async () => {
    const { lines, log } = capturedLog();
    await enqueue(t.database.db, testKind('broken'), {});
    runner = startRunner({
      db: t.database.db,
      handlers: [
        testHandler('broken', () =>
          Promise.reject(new TypeError('cannot read properties of undefined')),
        ),
      ],
      log,
      pollMs: 50,
    });
    const line = await waitFor('the failure logged', () =>
      lines.find((l) => l.includes('(broken) failed')),
    );
    expect(JSON.parse(line)).toMatchObject({
      level: 40,
      err: { type: 'TypeError', stack: expect.stringContaining('quiet-logs.test.ts') },
    });
  });
});
