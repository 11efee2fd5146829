import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERIES_SHOWN,
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookInput,
} from '../../../model/webhooks/webhooks';
import type { Db } from '../../db/database';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../errors';
import { outboundErrorIn } from '../../integrations/outbound/errors';
import type { Services } from '../../services';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt.toISOString(),
});

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The coach's endpoints, oldest first. */
export async function listEndpoints(db: Db, userId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookEndpoints.id);
  return rows.map(endpointOf);
}

/** One of the coach's endpoints, or a 404 (another coach's is not found either). */
export async function ownEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw new AppError('not_found', 'There is no such webhook.');
  return row;
}

/**
 * POST /api/webhooks: the address must be one the guarded client would call (public https), else
 * a 400 naming `url`; the secret is made here, sealed, and answered this once.
 */
export async function createEndpoint(
  db: Db,
  services: Services,
  userId: number,
  input: WebhookInput,
): Promise<CreatedWebhook> {
  let url: URL;
  try {
    url = await services.outbound.check(input.url);
  } catch (error) {
    const refused = outboundErrorIn(error);
    if (!refused) throw error;
    const reason = refused.forField('').trim();
    throw new AppError('bad_request', `url ${reason}`, { url: reason });
  }
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    if ((held?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError(
        'bad_request',
        `You can keep up to ${MAX_WEBHOOK_ENDPOINTS} webhooks. Delete one to add another.`,
      );
    }
    const [added] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url: url.href,
        events: input.events,
        secretSealed: services.secrets.seal(secret),
      })
      .returning();
    return added;
  });
  if (!row) throw new Error('the webhook was not stored');
  return { ...endpointOf(row), secret };
}

/** DELETE /api/webhooks/:id: the endpoint and its deliveries (waiting ones are not sent). */
export async function deleteEndpoint(db: Db, userId: number, id: number): Promise<void> {
  await ownEndpoint(db, userId, id);
  await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
}

/** GET /api/webhooks/:id/deliveries: the newest deliveries to one of the coach's endpoints. */
export async function recentDeliveries(
  db: Db,
  userId: number,
  id: number,
): Promise<WebhookDelivery[]> {
  await ownEndpoint(db, userId, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}
