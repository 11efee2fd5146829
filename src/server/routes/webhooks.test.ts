import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startWebhookReceiver,
  type ReceivedHook,
  type WebhookReceiver,
} from '../../../test/fakes/webhook-receiver';
import { formOfNewWebsite, setupCrmTestApp, submit } from '../../../test/support/lead-outbox';
import { waitFor } from '../../../test/support/wait-for';
import type { WebhookEndpoint } from '../../model/webhooks/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { tellWebhooks } from '../domain/webhooks/tell-webhooks';
import { outboundClient } from '../integrations/outbound/guarded-fetch';
import { webhookOutbox } from '../../../test/support/test-jobs';
import { addWebhook, deliveriesOf as deliveriesOfWebhook } from '../../../test/support/webhooks';

// The receiver is on loopback, as ALLOW_PRIVATE_OUTBOUND allows for tests and self-hosted installs.
// A page's second lead in an hour is held (the ceilings' own tests use their defaults).
const env = setupCrmTestApp({
  services: {
    outbound: outboundClient({ allowPrivate: true, timeoutMs: 5000 }),
    limits: { leads: { perPagePerHour: 1, perCoachPerHour: 10_000 } },
  },
});
const { t } = env;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const outbox = webhookOutbox(t);
const startWebhookOutbox = outbox.start;
beforeEach(async () => {
  receiver.reset();
  await t.database.db.delete(webhookEndpoints);
});
afterEach(async () => {
  await outbox.stop();
});

const addEndpoint = (events: string[], url = receiver.url) => addWebhook(t, url, events);

const deliveriesOf = (id: number) => deliveriesOfWebhook(t, id);

/** What a receiver does with the `standardwebhooks` library: verify the signature, read the event. */
function verified(hook: ReceivedHook, secret: string) {
  const headers = Object.fromEntries(
    Object.entries(hook.headers).map(([name, value]) => [name, String(value)]),
  );
  return new Webhook(secret).verify(hook.body, headers) as {
    type: string;
    data: { lead?: { email: string; name: string }; website?: { url: string } };
  };
}

const received = (count: number) =>
  waitFor(`${count} posts received`, () => receiver.received.length >= count && receiver.received, {
    timeoutMs: 15_000,
  });

describe('webhooks', () => {
  it('keeps up to ten endpoints, and says so on the eleventh', async () => {
    for (let n = 0; n < 10; n++) await addEndpoint(['lead.received'], `${receiver.url}/${n}`);
    const eleventh = await t.call('POST', '/api/webhooks', {
      url: receiver.url,
      events: ['lead.received'],
    });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toMatchObject({
      error: { message: 'You can keep up to 10 webhooks. Delete one to add another.' },
    });
    const listed = (await t.call('GET', '/api/webhooks')).body as { webhooks: WebhookEndpoint[] };
    expect(listed.webhooks).toHaveLength(10);
  });

  it('keeps an endpoint at a web address only, and shows its secret once', async () => {
    const refused = await t.call('POST', '/api/webhooks', {
      url: 'ftp://hooks.example.com/in',
      events: ['lead.received'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { fields: { url: 'must be a public https address' } },
    });
    const noEvents = await t.call('POST', '/api/webhooks', { url: receiver.url, events: [] });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body).toMatchObject({ error: { fields: { events: expect.any(String) } } });
    expect((await t.call('GET', '/api/webhooks')).body).toEqual({ webhooks: [] });

    const created = await addEndpoint(['lead.received', 'website.published']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await t.call('GET', '/api/webhooks')).body as { webhooks: WebhookEndpoint[] };
    expect(listed.webhooks).toEqual([
      {
        id: created.id,
        url: receiver.url,
        events: ['lead.received', 'website.published'],
        createdAt: created.createdAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const [row] = await t.database.db.select().from(webhookEndpoints);
    expect(row?.secretSealed).not.toContain(created.secret.slice(6, 20));
  });

  it('tells an endpoint of a lead received and delivered, signed so the standardwebhooks library verifies it', async () => {
    const endpoint = await addEndpoint(['lead.received', 'lead.delivered']);
    startWebhookOutbox();
    const form = await formOfNewWebsite(t, 'Hooked page');
    const lead = await submit(t.database.db, t.services, form, 31);
    expect(lead.outcome.kind).toBe('delivered');
    const posts = await received(2);
    const events = posts.map((hook) => verified(hook, endpoint.secret));
    expect(events.map((e) => e.type).sort()).toEqual(['lead.delivered', 'lead.received']);
    for (const event of events) {
      expect(event.data.lead).toMatchObject({
        email: 'visitor31@example.com',
        name: 'Visitor Number31',
      });
    }
    // Signed with another secret, the same post is refused.
    const other = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
    expect(() => verified(posts[0] as ReceivedHook, other)).toThrow();
    const listed = await deliveriesOf(endpoint.id);
    expect(listed.map((d) => [d.event, d.status, d.lastStatus])).toEqual(
      expect.arrayContaining([
        ['lead.received', 'delivered', 200],
        ['lead.delivered', 'delivered', 200],
      ]),
    );
  });

  it('tries a failing endpoint again with the same webhook-id, and delivers an event once', async () => {
    const endpoint = await addEndpoint(['lead.received']);
    receiver.failNext(2, 503);
    startWebhookOutbox();
    const form = await formOfNewWebsite(t, 'Retried page');
    const lead = await submit(t.database.db, t.services, form, 32);
    const posts = await received(3);
    const ids = new Set(posts.map((hook) => hook.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const hook of posts) expect(verified(hook, endpoint.secret).type).toBe('lead.received');
    const [delivery] = await waitFor('the delivery marked delivered', async () => {
      const list = await deliveriesOf(endpoint.id);
      return list[0]?.status === 'delivered' && list;
    });
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 200, lastError: null });
    // The same event told again (a retried request, another process) adds no delivery.
    const me = (await t.call('GET', '/api/auth/me')).body as { user: { id: number } };
    const again = await tellWebhooks(
      t.database.db,
      me.user.id,
      'lead.received',
      `lead:${lead.id}`,
      {},
      new Date(),
    );
    expect(again).toBe(0);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });

  it('marks a delivery failed once it has been tried for a day, with what the endpoint said', async () => {
    const endpoint = await addEndpoint(['lead.received']);
    receiver.failNext(1000, 500);
    startWebhookOutbox();
    const form = await formOfNewWebsite(t, 'Down endpoint');
    await submit(t.database.db, t.services, form, 33);
    await received(1);
    env.ahead = 25 * 60 * 60 * 1000;
    const [failed] = await waitFor('the delivery marked failed', async () => {
      const list = await deliveriesOf(endpoint.id);
      return list[0]?.status === 'failed' && list;
    });
    expect(failed).toMatchObject({ lastStatus: 500, lastError: 'The endpoint answered 500.' });
  });

  it('tells an endpoint of a website published, with its live address, and not of what it does not listen for', async () => {
    const published = await addEndpoint(['website.published']);
    const leadsOnly = await addEndpoint(['lead.received']);
    startWebhookOutbox();
    const created = await t.call('POST', '/api/websites', {
      name: 'Spring Launch',
      template: 'coach',
    });
    const id = (created.body as { id: number }).id;
    expect((await t.call('POST', `/api/websites/${id}/publish`)).status).toBe(201);
    const [hook] = await received(1);
    const event = verified(hook as ReceivedHook, published.secret);
    expect(event.type).toBe('website.published');
    expect(event.data.website?.url).toMatch(/\/s\/spring-launch$/);
    expect(await deliveriesOf(leadsOnly.id)).toEqual([]);
  });

  it('sends a test event on request, and lists it delivered', async () => {
    const endpoint = await addEndpoint(['lead.delivered']);
    startWebhookOutbox();
    const sent = await t.call('POST', `/api/webhooks/${endpoint.id}/test`);
    expect(sent.status).toBe(202);
    const [hook] = await received(1);
    expect(verified(hook as ReceivedHook, endpoint.secret)).toMatchObject({
      type: 'webhook.test',
      data: { test: true, lead: { email: 'test.lead@example.com' } },
    });
    const [listed] = await waitFor('the test delivery listed', async () => {
      const list = await deliveriesOf(endpoint.id);
      return list[0]?.status === 'delivered' && list;
    });
    expect(listed).toMatchObject({ id: (sent.body as { id: string }).id, event: 'webhook.test' });
  });

  it('tells of a held lead (past a ceiling) only when the coach releases it', async () => {
    const endpoint = await addEndpoint(['lead.received']);
    startWebhookOutbox();
    const form = await formOfNewWebsite(t, 'Flooded page');
    await submit(t.database.db, t.services, form, 41);
    const held = await submit(t.database.db, t.services, form, 42);
    expect(held.outcome.kind).toBe('held');
    await received(1);
    const told = () =>
      receiver.received.map((hook) => verified(hook, endpoint.secret).data.lead?.email);
    expect(told()).toEqual(['visitor41@example.com']);
    expect((await t.call('POST', `/api/leads/${held.id}/retry`)).status).toBe(200);
    await received(2);
    expect(told()).toEqual(['visitor41@example.com', 'visitor42@example.com']);
  });

  it('marks a delivery failed, saying what to do, when the endpoint’s secret can no longer be read', async () => {
    const endpoint = await addEndpoint(['lead.received']);
    await t.database.db
      .update(webhookEndpoints)
      .set({ secretSealed: 'v1.AAAA.BBBB.CCCC' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    startWebhookOutbox();
    expect((await t.call('POST', `/api/webhooks/${endpoint.id}/test`)).status).toBe(202);
    const [failed] = await waitFor('the delivery marked failed', async () => {
      const list = await deliveriesOf(endpoint.id);
      return list[0]?.status === 'failed' && list;
    });
    expect(failed?.lastError).toBe(
      'This webhook’s secret can no longer be read on the server. Delete the webhook and add it again.',
    );
    expect(receiver.received).toEqual([]);
  });

  it('forgets deliveries that are over after a month', async () => {
    const endpoint = await addEndpoint(['lead.received']);
    const old = {
      endpointId: endpoint.id,
      payload: {},
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    };
    await t.database.db.insert(webhookDeliveries).values([
      {
        ...old,
        id: 'msg_old_delivered',
        event: 'lead.received',
        eventKey: 'a',
        status: 'delivered',
      },
      { ...old, id: 'msg_old_failed', event: 'lead.received', eventKey: 'b', status: 'failed' },
    ]);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
    startWebhookOutbox();
    await t.call('POST', `/api/webhooks/${endpoint.id}/test`);
    await waitFor('only the new delivery left', async () => {
      const list = await deliveriesOf(endpoint.id);
      return list.length === 1 && list[0]?.status === 'delivered';
    });
  });

  it('keeps each coach’s endpoints to that coach', async () => {
    const mine = await addEndpoint(['lead.received']);
    const stranger = await t.signUp('stranger-hooks@example.com');
    expect((await t.call('GET', '/api/webhooks', undefined, stranger)).body).toEqual({
      webhooks: [],
    });
    for (const [method, url] of [
      ['GET', `/api/webhooks/${mine.id}/deliveries`],
      ['POST', `/api/webhooks/${mine.id}/test`],
      ['DELETE', `/api/webhooks/${mine.id}`],
    ] as const) {
      expect((await t.call(method, url, undefined, stranger)).status).toBe(404);
    }
    for (const [method, url] of [
      ['GET', '/api/webhooks'],
      ['POST', '/api/webhooks'],
      ['POST', `/api/webhooks/${mine.id}/test`],
    ] as const) {
      expect(
        (await t.call(method, url, { url: receiver.url, events: ['lead.received'] }, null)).status,
      ).toBe(401);
    }
    expect((await t.call('DELETE', `/api/webhooks/${mine.id}`)).status).toBe(204);
    expect((await t.call('GET', '/api/webhooks')).body).toEqual({ webhooks: [] });
    const rows = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, mine.id));
    expect(rows).toEqual([]);
  });
});
