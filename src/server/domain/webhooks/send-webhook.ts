import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_TEST_EVENT } from '../../../model/webhooks/webhooks';
import type { Db } from '../../db/database';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { outboundErrorIn } from '../../integrations/outbound/errors';
import type { Services } from '../../services';

/** How long a delivery is tried before it is marked failed (the lead outbox's day). */
export const WEBHOOK_TRYING_MS = 24 * 60 * 60 * 1000;
/**
 * An endpoint is given 3 s to connect (TLS included) and 10 s for its answer, read up to 64 KB:
 * a try that waits longer holds one of the process's job slots (issue 36).
 */
export const WEBHOOK_LIMITS = { connectMs: 3000, timeoutMs: 10_000, maxBytes: 64 * 1024 };

/** Deliveries that are over are kept this long (an endpoint lists its newest 20). */
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const SECRET_LOST =
  'This webhook’s secret can no longer be read on the server. Delete the webhook and add it again.';

/** Drops an endpoint's delivered and failed deliveries older than a month. */
async function forgetOldDeliveries(db: Db, endpointId: number): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        ne(webhookDeliveries.status, 'pending'),
        lt(webhookDeliveries.createdAt, sql`now() - make_interval(secs => ${KEPT_MS / 1000})`),
      ),
    );
}

export type WebhookOutcome =
  { kind: 'done' } | { kind: 'retry'; reason: string; afterMs: number | null };

/** Retry-After in seconds (an HTTP date is taken as no advice), capped at an hour. */
function retryAfterMs(answer: Response): number | null {
  const seconds = Number(answer.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) * 1000 : null;
}

/**
 * One try of a delivery: the stored body, signed now with the endpoint's secret (Standard
 * Webhooks: `webhook-id` the delivery's id on every try, `webhook-timestamp`, `webhook-signature`),
 * posted through the guarded client. A 2xx delivers it; anything else is tried again, until a day
 * has passed since the event, when it is marked failed. A test event is tried once: the coach
 * pressed the button to see what happens now, and its failure is her answer.
 */
export async function attemptWebhook(
  db: Db,
  services: Services,
  id: string,
  signal: AbortSignal,
): Promise<WebhookOutcome> {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      sealed: webhookEndpoints.secretSealed,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  if (!row || row.delivery.status !== 'pending') return { kind: 'done' };
  const now = new Date(services.clock.now());
  const record = (values: Partial<typeof webhookDeliveries.$inferInsert>) =>
    db
      .update(webhookDeliveries)
      .set({ ...values, attempts: sql`${webhookDeliveries.attempts} + 1` })
      .where(eq(webhookDeliveries.id, id));
  const body = JSON.stringify(row.delivery.payload);
  let secret: string;
  try {
    secret = services.secrets.open(row.sealed);
  } catch {
    // SECRET_KEY changed since the endpoint was added: nothing can be signed for it any more.
    await record({ status: 'failed', lastStatus: null, lastError: SECRET_LOST });
    services.metrics.webhookTry('failed');
    return { kind: 'done' };
  }
  let failure: { status: number | null; error: string; afterMs: number | null };
  try {
    const signature = new Webhook(secret).sign(id, now, body);
    const answer = await services.outbound.within(WEBHOOK_LIMITS)(row.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Coachsite-Webhooks/1.0',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      signal,
    });
    await answer.body?.cancel();
    if (answer.ok) {
      await forgetOldDeliveries(db, row.delivery.endpointId);
      await record({
        status: 'delivered',
        lastStatus: answer.status,
        lastError: null,
        deliveredAt: now,
      });
      services.metrics.webhookTry('delivered');
      return { kind: 'done' };
    }
    failure = {
      status: answer.status,
      error: `The endpoint answered ${answer.status}.`,
      afterMs: retryAfterMs(answer),
    };
  } catch (error) {
    if (signal.aborted) throw error;
    const refused = outboundErrorIn(error);
    failure = {
      status: null,
      error: refused ? refused.message : 'The endpoint could not be reached.',
      afterMs: null,
    };
  }
  const givenUp =
    row.delivery.event === WEBHOOK_TEST_EVENT ||
    now.getTime() - row.delivery.createdAt.getTime() >= WEBHOOK_TRYING_MS;
  await record({
    lastStatus: failure.status,
    lastError: failure.error,
    ...(givenUp ? { status: 'failed' as const } : {}),
  });
  services.metrics.webhookTry(givenUp ? 'failed' : 'retry');
  return givenUp
    ? { kind: 'done' }
    : { kind: 'retry', reason: failure.error, afterMs: failure.afterMs };
}
