import { z } from 'zod';
import type { Db } from '../../db/database';
import { defineJob, OUTBOX_RETRY, settleTry } from '../../queue/define-job';
import type { Services } from '../../services';
import { attemptWebhook } from './send-webhook';

/**
 * The webhook outbox: one job per delivery (tell-webhooks.ts adds them), retried as leads are
 * (5 s, doubling to 10 minutes apart) for a day, when attemptWebhook marks it failed; an
 * endpoint's Retry-After is waited out.
 */
export const webhookJob = defineJob({
  kind: 'deliver-webhook',
  payload: z.object({ id: z.string().min(1) }),
  retry: OUTBOX_RETRY,
  run: async (job, { db, services }: { db: Db; services: Services }, signal) => {
    settleTry(await attemptWebhook(db, services, job.payload.id, signal), signal);
  },
});
