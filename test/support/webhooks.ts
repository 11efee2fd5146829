import { expect } from 'vitest';
import type { CreatedWebhook, WebhookDelivery } from '../../src/model/webhooks/webhooks';
import type { TestApp } from './test-app';

/** Adds a webhook endpoint through the API, as the Webhooks screen does, listening for `events`. */
export async function addWebhook(
  t: Pick<TestApp, 'call'>,
  url: string,
  events: string[],
): Promise<CreatedWebhook> {
  const answer = await t.call('POST', '/api/webhooks', { url, events });
  expect(answer.status).toBe(201);
  return answer.body as CreatedWebhook;
}

/** An endpoint's deliveries as its screen lists them. */
export async function deliveriesOf(
  t: Pick<TestApp, 'call'>,
  id: number,
): Promise<WebhookDelivery[]> {
  const answer = await t.call('GET', `/api/webhooks/${id}/deliveries`);
  return (answer.body as { deliveries: WebhookDelivery[] }).deliveries;
}
