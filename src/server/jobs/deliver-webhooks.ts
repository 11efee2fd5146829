import type { Db } from '../db/database';
import { webhookJob } from '../domain/webhooks/webhook-job';
import type { RetryPolicy } from '../queue/define-job';
import type { Services } from '../services';
import { handlerOf, type JobHandler } from './job-handler';

/** The webhook outbox's job (domain/webhooks/webhook-job.ts), wired to the database and services. */
export function deliverWebhooksHandler(
  db: Db,
  services: Services,
  backoff?: Pick<RetryPolicy, 'baseMs' | 'maxMs'>,
): JobHandler {
  return handlerOf(webhookJob, { db, services }, backoff ? { retry: backoff } : {});
}
