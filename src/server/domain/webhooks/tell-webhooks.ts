import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent, WEBHOOK_TEST_EVENT } from '../../../model/webhooks/webhooks';
import type { Db } from '../../db/database';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { enqueue } from '../../queue/enqueue';
import { webhookJob } from './webhook-job';

/** The delivery's `webhook-id`: `msg_` and 16 random bytes. */
const newDeliveryId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** The body every try of a delivery sends: `{ type, timestamp, data }` (Standard Webhooks). */
export type WebhookBody = { type: string; timestamp: string; data: unknown };

/** Whose a delivery to this endpoint is, for the runner's turns: the coach's, in its own lane. */
type Endpoint = { id: number; userId: number };

/** Adds one delivery to one endpoint, and its job; none when this event was told it already. */
async function addDelivery(
  db: Db,
  endpoint: Endpoint,
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT,
  eventKey: string,
  body: WebhookBody,
): Promise<string | null> {
  const [added] = await db
    .insert(webhookDeliveries)
    .values({ id: newDeliveryId(), endpointId: endpoint.id, event, eventKey, payload: body })
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventKey] })
    .returning({ id: webhookDeliveries.id });
  if (!added) return null;
  await enqueue(
    db,
    webhookJob,
    { id: added.id },
    {
      key: `webhook:${added.id}`,
      coachId: endpoint.userId,
      // One post at a time per endpoint: a slow endpoint holds its own deliveries, no one else's.
      lane: `webhook:${endpoint.id}`,
    },
  );
  return added.id;
}

/**
 * Tells the coach's endpoints that listen for `event` about `subject` (`lead:12`, `website:3@…`):
 * a delivery each, in the caller's transaction when it has one, so an event is stored with what
 * it is about. Telling the same event again adds nothing. Answers how many deliveries were added
 * (ring the job bell when there are some).
 */
export async function tellWebhooks(
  db: Db,
  userId: number,
  event: WebhookEvent,
  subject: string,
  data: unknown,
  now: Date,
): Promise<number> {
  const listening = await db
    .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, userId),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    );
  const body = { type: event, timestamp: now.toISOString(), data };
  let added = 0;
  for (const endpoint of listening) {
    if (await addDelivery(db, endpoint, event, `${event}|${subject}`, body)) added += 1;
  }
  return added;
}

/**
 * "Send test event": a made-up lead, marked as a test, to one endpoint (tried once:
 * send-webhook.ts). Answers its delivery id.
 */
export async function tellTestEvent(db: Db, endpoint: Endpoint, now: Date): Promise<string> {
  const body: WebhookBody = {
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: {
      test: true,
      lead: {
        name: 'Test Lead',
        email: 'test.lead@example.com',
        phone: '',
        message: 'This is a test event from Coachsite.',
        websiteName: 'Your website',
      },
    },
  };
  const id = await addDelivery(db, endpoint, 'webhook.test', `test|${newDeliveryId()}`, body);
  if (!id) throw new Error('the test delivery was not added');
  return id;
}
