import { z } from 'zod';
import type { Db } from '../../db/database';
import { defineJob, OUTBOX_RETRY, settleTry } from '../../queue/define-job';
import { jobOrder } from '../../queue/enqueue';
import type { Services } from '../../services';
import { attemptDelivery } from './deliver-lead';
import { leadJobKey } from './lead-rows';

/**
 * The lead outbox (decision 015): one job per stored lead delivers it to the coach's CRM. A failed
 * try is retried after 5 s, doubling to 10 minutes apart, for a day (attemptDelivery then marks
 * the lead failed); a provider's Retry-After is waited out exactly.
 */
export const leadDeliveryJob = defineJob({
  kind: 'deliver-lead',
  payload: z.object({ leadId: z.number().int().positive() }),
  retry: OUTBOX_RETRY,
  run: async (job, { db, services }: { db: Db; services: Services }, signal) => {
    const outcome = await attemptDelivery(db, services, job.payload.leadId, job.attempts, signal);
    settleTry(outcome, signal);
  },
});

/** The job that delivers this lead (one per lead, by key), one of its coach's for the runner's turns. */
export const leadJob = (leadId: number, coachId: number) =>
  jobOrder(leadDeliveryJob, { leadId }, { key: leadJobKey(leadId), coachId });
