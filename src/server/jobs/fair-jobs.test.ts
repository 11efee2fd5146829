import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSilentServer, type SilentServer } from '../../../test/fakes/silent-server';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/fakes/webhook-receiver';
import { formOfNewWebsite, setupCrmTestApp, submit } from '../../../test/support/lead-outbox';
import { waitFor } from '../../../test/support/wait-for';
import { MAX_WEBHOOK_ENDPOINTS, type CreatedWebhook } from '../../model/webhooks/webhooks';
import { jobs } from '../db/schema';
import { TEST_EVENTS_PER_MINUTE } from '../domain/webhooks/send-test-event';
import { outboundClient } from '../integrations/outbound/guarded-fetch';
import { deliverLeadsHandler } from './deliver-leads';
import { deliverWebhooksHandler } from './deliver-webhooks';
import { testHandler, testKind } from '../../../test/support/test-jobs';
import { enqueue } from '../queue/enqueue';
import { startRunner, type JobRunner } from './runner';

// Endpoints on loopback, as ALLOW_PRIVATE_OUTBOUND allows for tests and self-hosted installs.
const env = setupCrmTestApp({ services: { outbound: outboundClient({ allowPrivate: true }) } });
const { t } = env;

let silent: SilentServer;
let receiver: WebhookReceiver;
beforeAll(async () => {
  silent = await startSilentServer();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await silent.close();
  await receiver.close();
});

let runner: JobRunner | null = null;
afterEach(async () => {
  await runner?.stop();
  runner = null;
});

describe('background work shared fairly between coaches (issue 36)', () => {
  it('delivers a coach’s lead and webhook within seconds while another coach floods a hung endpoint with test events', async () => {
    // The flooder: every endpoint she may keep points at a tool that never answers, and she sends
    // each as many test events as it takes in a minute.
    const flooder = await t.signUp('flooder@example.com');
    let flooded = 0;
    for (let n = 0; n < MAX_WEBHOOK_ENDPOINTS; n++) {
      const added = await t.call(
        'POST',
        '/api/webhooks',
        { url: `${silent.httpUrl}/hook/${n}`, events: ['lead.received'] },
        flooder,
      );
      const { id } = added.body as CreatedWebhook;
      for (let press = 0; press < TEST_EVENTS_PER_MINUTE; press++) {
        const sent = await t.call('POST', `/api/webhooks/${id}/test`, undefined, flooder);
        if (sent.status === 202) flooded += 1;
      }
    }
    expect(flooded).toBe(MAX_WEBHOOK_ENDPOINTS * TEST_EVENTS_PER_MINUTE);

    // The other coach: her CRM was down when a visitor wrote, so the lead waits in the queue
    // behind the flood, and her own webhook is told of it.
    const created = await t.call('POST', '/api/webhooks', {
      url: receiver.url,
      events: ['lead.received'],
    });
    expect(created.status).toBe(201);
    await env.fake.setMode('down');
    const form = await formOfNewWebsite(t, 'Patient coach');
    const lead = await submit(t.database.db, t.services, form, 7);
    expect(lead.outcome.kind).toBe('retry');
    await env.fake.setMode('up');
    await env.retriesDueNow();

    // One app process's runner as start-jobs.ts makes it: its own slots and shares.
    runner = startRunner({
      db: t.database.db,
      handlers: [
        deliverLeadsHandler(t.database.db, t.services),
        deliverWebhooksHandler(t.database.db, t.services),
      ],
      log: () => undefined,
      pollMs: 50,
      bell: t.services.jobBell,
    });
    const started = Date.now();
    await waitFor(
      'the patient coach’s lead in her CRM and her webhook told',
      async () => {
        const [stored] = await env.inbox();
        return stored?.status === 'delivered' && receiver.received.length === 1;
      },
      { timeoutMs: 15_000 },
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(env.fake.contacts().some((c) => c.email === 'visitor7@example.com')).toBe(true);
    // The flood was being tried meanwhile, two posts at a time at most.
    expect(silent.mostOpen).toBeGreaterThan(0);
    expect(silent.mostOpen).toBeLessThanOrEqual(2);
  });

  it('takes turns between coaches, and runs at most two of a coach’s jobs and one of a lane’s at once', async () => {
    const db = t.database.db;
    // The first coach's ten jobs were queued before the second coach's three.
    for (let n = 0; n < 10; n++) await enqueue(db, testKind('turns'), n, { coachId: 1 });
    for (let n = 0; n < 3; n++) await enqueue(db, testKind('turns'), n, { coachId: 2 });
    const order: (number | null)[] = [];
    runner = startRunner({
      db,
      handlers: [testHandler('turns', async (job) => void order.push(job.coachId))],
      log: () => undefined,
      pollMs: 20,
      concurrency: 1,
    });
    await waitFor('every turn taken', () => order.length === 13);
    expect(order.slice(0, 6)).toEqual([1, 2, 1, 2, 1, 2]);
    await runner.stop();

    let running = { coach: 0, lane: 0 };
    let most = { coach: 0, lane: 0 };
    const held = testHandler('held', async (job) => {
      const key = job.lane === null ? 'coach' : 'lane';
      running = { ...running, [key]: running[key] + 1 };
      most = {
        coach: Math.max(most.coach, running.coach),
        lane: Math.max(most.lane, running.lane),
      };
      // A little real work on the database, so jobs overlap when they may.
      for (let i = 0; i < 5; i++) await db.select().from(jobs).limit(1);
      running = { ...running, [key]: running[key] - 1 };
    });
    for (let n = 0; n < 8; n++) await enqueue(db, testKind('held'), {}, { coachId: 3 });
    for (let n = 0; n < 8; n++) {
      await enqueue(db, testKind('held'), {}, { coachId: 4 + n, lane: 'webhook:1' });
    }
    runner = startRunner({ db, handlers: [held], log: () => undefined, pollMs: 20 });
    await waitFor('every held job done', async () => {
      const rows = await db.select().from(jobs).where(eq(jobs.kind, 'held'));
      return rows.every((r) => r.doneAt !== null);
    });
    expect(most).toEqual({ coach: 2, lane: 1 });
  });
});
