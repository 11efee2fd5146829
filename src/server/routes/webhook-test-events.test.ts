import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSilentServer, type SilentServer } from '../../../test/fakes/silent-server';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/fakes/webhook-receiver';
import { setupTestApp } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';
import { jobs, webhookEndpoints } from '../db/schema';
import { webhookJob } from '../domain/webhooks/webhook-job';
import { outboundClient } from '../integrations/outbound/guarded-fetch';
import { webhookOutbox } from '../../../test/support/test-jobs';
import { addWebhook, deliveriesOf as deliveriesOfWebhook } from '../../../test/support/webhooks';

// Endpoints on loopback, as ALLOW_PRIVATE_OUTBOUND allows for tests and self-hosted installs.
const t = setupTestApp(undefined, () => ({ outbound: outboundClient({ allowPrivate: true }) }));

let receiver: WebhookReceiver;
let silent: SilentServer;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  silent = await startSilentServer();
});
afterAll(async () => {
  await receiver.close();
  await silent.close();
});

const outbox = webhookOutbox(t);
const startWebhookOutbox = outbox.start;
beforeEach(async () => {
  receiver.reset();
  await t.database.db.delete(webhookEndpoints);
  await t.database.db.delete(jobs);
});
afterEach(async () => {
  await outbox.stop();
});

const addEndpoint = (url = receiver.url) => addWebhook(t, url, ['lead.received']);

const deliveriesOf = (id: number) => deliveriesOfWebhook(t, id);

const settled = (id: number) =>
  waitFor('the test event settled', async () => {
    const [delivery] = await deliveriesOf(id);
    return delivery && delivery.status !== 'pending' && delivery;
  });

describe('"Send test event" (issue 36)', () => {
  it('takes five test events a minute per endpoint, and answers the sixth 429 saying when to try again', async () => {
    const endpoint = await addEndpoint();
    for (let press = 0; press < 5; press++) {
      expect((await t.call('POST', `/api/webhooks/${endpoint.id}/test`)).status).toBe(202);
    }
    const sixth = await t.call('POST', `/api/webhooks/${endpoint.id}/test`);
    expect(sixth.status).toBe(429);
    const wait = Number(sixth.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(sixth.body).toEqual({
      error: {
        code: 'too_many_requests',
        message: `This webhook takes 5 test events a minute. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      },
    });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(5);
    // Another endpoint has its own five.
    const other = await addEndpoint(`${receiver.url}/other`);
    expect((await t.call('POST', `/api/webhooks/${other.id}/test`)).status).toBe(202);
  });

  it('tries a test event once: a failure is listed failed at once and never sent again', async () => {
    const endpoint = await addEndpoint();
    receiver.failNext(1, 500);
    startWebhookOutbox();
    expect((await t.call('POST', `/api/webhooks/${endpoint.id}/test`)).status).toBe(202);
    const failed = await settled(endpoint.id);
    expect(failed).toMatchObject({
      event: 'webhook.test',
      status: 'failed',
      attempts: 1,
      lastStatus: 500,
      lastError: 'The endpoint answered 500.',
    });
    // Nothing is left waiting to post it again: its job is over.
    const waiting = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, webhookJob.kind), isNull(jobs.doneAt)));
    expect(waiting).toEqual([]);
    // A second press, after every job was made due: it is delivered, and the first was not sent
    // again on the way.
    await t.database.db.update(jobs).set({ runAt: sql`now()` });
    expect((await t.call('POST', `/api/webhooks/${endpoint.id}/test`)).status).toBe(202);
    await waitFor('the second test event delivered', async () => {
      const list = await deliveriesOf(endpoint.id);
      return list.some((d) => d.status === 'delivered');
    });
    expect(receiver.received).toHaveLength(2);
    const first = (await deliveriesOf(endpoint.id)).find((d) => d.status === 'failed');
    expect(first).toMatchObject({ id: failed.id, attempts: 1 });
  });

  it('gives up on an endpoint that connects but never finishes its handshake after 3 s, not the whole time limit', async () => {
    const endpoint = await addEndpoint(`${silent.httpsUrl}/hook`);
    startWebhookOutbox();
    const sent = Date.now();
    expect((await t.call('POST', `/api/webhooks/${endpoint.id}/test`)).status).toBe(202);
    const failed = await settled(endpoint.id);
    const took = Date.now() - sent;
    expect(failed).toMatchObject({
      status: 'failed',
      lastStatus: null,
      lastError: 'The endpoint could not be reached.',
    });
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(8000);
  });
});
