import type { Db } from '../db/database';
import { leadDeliveryJob } from '../domain/leads/lead-delivery-job';
import type { RetryPolicy } from '../queue/define-job';
import type { Services } from '../services';
import { handlerOf, type JobHandler } from './job-handler';

/** The lead outbox's job (domain/leads/lead-delivery-job.ts), wired to the database and services. */
export function deliverLeadsHandler(
  db: Db,
  services: Services,
  backoff?: Pick<RetryPolicy, 'baseMs' | 'maxMs'>,
): JobHandler {
  return handlerOf(leadDeliveryJob, { db, services }, backoff ? { retry: backoff } : {});
}
