import { z } from 'zod';
import type { Db } from '../db/database';
import { attemptDelivery } from '../domain/leads/deliver-lead';
import { LEAD_JOB } from '../domain/leads/lead-rows';
import type { Services } from '../services';
import { settleTry, type JobHandler, type RetryPolicy } from './runner';

export const LEAD_BACKOFF = { baseMs: 5000, maxMs: 10 * 60 * 1000 };

const payloadSchema = z.object({ leadId: z.number().int().positive() });

/**
 * The outbox: delivers stored leads to the CRM. A failed try is retried after 5 s, doubling to
 * 10 minutes apart, for a day (the lead is then marked failed by attemptDelivery); a provider's
 * Retry-After is waited out exactly.
 */
export function deliverLeadsHandler(
  db: Db,
  services: Services,
  backoff: Pick<RetryPolicy, 'baseMs' | 'maxMs'> = LEAD_BACKOFF,
): JobHandler {
  return {
    kind: LEAD_JOB,
    retry: { ...backoff, maxAttempts: Number.POSITIVE_INFINITY },
    async run(job, signal) {
      const { leadId } = payloadSchema.parse(job.payload);
      settleTry(await attemptDelivery(db, services, leadId, job.attempts, signal), signal);
    },
  };
}
