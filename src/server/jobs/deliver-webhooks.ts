import { z } from 'zod';
import type { Db } from '../db/database';
import { WEBHOOK_JOB } from '../domain/webhooks/tell-webhooks';
import { attemptWebhook } from '../domain/webhooks/send-webhook';
import type { Services } from '../services';
import { LEAD_BACKOFF } from './deliver-leads';
import { settleTry, type JobHandler, type RetryPolicy } from './runner';

const payloadSchema = z.object({ id: z.string().min(1) });

/**
 * The webhook outbox: one job per delivery, retried as leads are (5 s, doubling to 10 minutes
 * apart) for a day, when attemptWebhook marks it failed; an endpoint's Retry-After is waited out.
 */
export function deliverWebhooksHandler(
  db: Db,
  services: Services,
  backoff: Pick<RetryPolicy, 'baseMs' | 'maxMs'> = LEAD_BACKOFF,
): JobHandler {
  return {
    kind: WEBHOOK_JOB,
    retry: { ...backoff, maxAttempts: Number.POSITIVE_INFINITY },
    async run(job, signal) {
      const { id } = payloadSchema.parse(job.payload);
      settleTry(await attemptWebhook(db, services, id, signal), signal);
    },
  };
}
