import { z } from 'zod';
import { text } from '../text';

/**
 * Webhooks (issue 27): the coach's own endpoints, told about her leads and publishing in the
 * Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`), for Zapier,
 * Make, n8n or anything else that takes a signed JSON post.
 */
export const WEBHOOK_EVENTS = ['lead.received', 'lead.delivered', 'website.published'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.received': 'Lead received',
  'lead.delivered': 'Lead delivered to the CRM',
  'website.published': 'Website published',
};

/** The event a "Send test event" sends: a made-up lead, marked as a test. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Endpoints a coach may keep. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Deliveries an endpoint lists (the newest). */
export const WEBHOOK_DELIVERIES_SHOWN = 20;

/** POST /api/webhooks. */
export const webhookInputSchema = z.strictObject({
  url: text(2000).trim().min(1, 'is required'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'must be one of the listed events' }))
    .min(1, 'needs at least one event')
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, 'lists an event twice'),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export type WebhookEndpoint = {
  id: number;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
};

/** POST /api/webhooks: the endpoint and its signing secret, shown this once. */
export type CreatedWebhook = WebhookEndpoint & { secret: string };

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export type WebhookDelivery = {
  /** The `webhook-id` header: the same on every retry of this delivery. */
  id: string;
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The endpoint's last HTTP status, or null when it could not be reached. */
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
};
