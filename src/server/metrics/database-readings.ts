import { count, eq, isNull, sql } from 'drizzle-orm';
import { CRM_PROVIDERS } from '../../model/crm/api';
import type { Db } from '../db/database';
import { crmConnections, jobs, leads } from '../db/schema';
import { webhookJob } from '../domain/webhooks/webhook-job';
import type { DatabaseReadings } from './metrics';

const ageOf = (column: typeof leads.createdAt | typeof jobs.createdAt) =>
  sql`coalesce(extract(epoch from now() - min(${column})), 0)`.mapWith(Number);

/**
 * What a metrics scrape reads from the database, in two queries that each read only work still
 * outstanding (through partial indexes: `leads_queued_idx` on queued leads, `jobs_due_idx` on jobs
 * not done), never the history: the lead outbox by the coach's CRM provider, and the jobs not done
 * by kind, the webhook outbox being its deliveries' jobs.
 */
export async function readDatabase(db: Db): Promise<DatabaseReadings> {
  const [queuedLeads, openJobs] = await Promise.all([
    db
      .select({ provider: crmConnections.provider, depth: count(), oldest: ageOf(leads.createdAt) })
      .from(leads)
      .leftJoin(crmConnections, eq(crmConnections.userId, leads.userId))
      .where(eq(leads.status, 'queued'))
      .groupBy(crmConnections.provider),
    db
      .select({
        kind: jobs.kind,
        waiting:
          sql`count(*) filter (where ${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`.mapWith(
            Number,
          ),
        running: sql`count(*) filter (where ${jobs.lockedUntil} >= now())`.mapWith(Number),
        failed: sql`count(*) filter (where ${jobs.lastError} is not null)`.mapWith(Number),
        oldest: ageOf(jobs.createdAt),
      })
      .from(jobs)
      .where(isNull(jobs.doneAt))
      .groupBy(jobs.kind),
  ]);
  const webhooks = openJobs.find((row) => row.kind === webhookJob.kind);
  // Every provider has its series, at 0 when nothing waits for it.
  const byProvider = (provider: string) => {
    const row = queuedLeads.find((r) => (r.provider ?? 'none') === provider);
    return { provider, depth: row?.depth ?? 0, oldestSeconds: row?.oldest ?? 0 };
  };
  return {
    outbox: [
      ...[...CRM_PROVIDERS, 'none'].map(byProvider),
      {
        provider: 'webhook',
        depth: webhooks ? webhooks.waiting + webhooks.running : 0,
        oldestSeconds: webhooks?.oldest ?? 0,
      },
    ],
    jobs: openJobs.map(({ kind, waiting, running, failed }) => ({
      kind,
      waiting,
      running,
      failed,
    })),
  };
}
