import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { InboxLead } from '../../../model/crm/inbox-api';
import { leadEventData } from '../webhooks/lead-events';
import { tellWebhooks } from '../webhooks/tell-webhooks';
import type { Db } from '../../db/database';
import { leads } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { dropWaitingJob, dueTimes, makeDueNow } from '../../queue/enqueue';
import { GAVE_UP } from './deliver-lead';
import { leadJob } from './lead-delivery-job';
import { leadJobKey, type LeadRow } from './lead-rows';

/** The most an inbox lists or exports at once. */
export const INBOX_MAX = 5000;

function inboxLead(row: LeadRow, due: Date | undefined): InboxLead {
  return {
    id: row.id,
    websiteId: row.websiteId ?? 0,
    websiteName: row.websiteName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    source: { referrerHost: row.sourceHost, campaign: row.sourceCampaign },
    status: row.status,
    contactId: row.contactId,
    contactMatched: row.contactMatched,
    opportunityId: row.opportunityId,
    error: row.lastError,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'queued' ? (due?.toISOString() ?? null) : null,
  };
}

/** The coach's leads, newest first, of one website or all of them. */
export async function listInbox(
  db: Db,
  userId: number,
  filter: { websiteId?: number },
): Promise<InboxLead[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.userId, userId),
        filter.websiteId === undefined ? undefined : eq(leads.websiteId, filter.websiteId),
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(INBOX_MAX);
  const queued = rows.filter((r) => r.status === 'queued').map((r) => leadJobKey(r.id));
  const due = await dueTimes(db, queued);
  return rows.map((row) => inboxLead(row, due.get(leadJobKey(row.id))));
}

async function ownLead(db: Db, userId: number, id: number): Promise<LeadRow> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.userId, userId)));
  if (!row) throw notFound('Lead');
  return row;
}

/**
 * Makes a queued, failed or held lead due now, starting a new day of trying (as of `now`, the
 * clock the delivery measures that day with); a delivered one is refused. Releasing a held lead
 * is this too: it goes to the CRM as any other.
 */
export async function retryLead(db: Db, userId: number, id: number, now: Date): Promise<InboxLead> {
  const row = await ownLead(db, userId, id);
  if (row.status === 'delivered') {
    throw new AppError('conflict', 'This lead is already in your CRM.');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({ status: 'queued', tryingSince: now, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    // A held lead is received, as far as the coach's webhooks know, when she releases it.
    if (row.status === 'held') {
      await tellWebhooks(tx, userId, 'lead.received', `lead:${id}`, leadEventData(row), now);
    }
    await makeDueNow(tx, leadJob(id, userId));
  });
  const due = await dueTimes(db, [leadJobKey(id)]);
  return inboxLead({ ...row, status: 'queued' }, due.get(leadJobKey(id)));
}

export async function deleteLead(db: Db, userId: number, id: number): Promise<void> {
  await ownLead(db, userId, id);
  await db.delete(leads).where(and(eq(leads.id, id), eq(leads.userId, userId)));
  await dropWaitingJob(db, leadJobKey(id));
}

/**
 * The coach has just connected a CRM: every queued lead becomes due now, and a lead that gave up
 * after a day of trying (no connection, or the CRM down) starts a new day of it, so a coach who
 * connects on the second day does not press Retry on each; one the CRM refused for good stays.
 */
export async function hurryWaitingLeads(db: Db, userId: number, now: Date): Promise<number> {
  // In one transaction: a lead queued again has its job with it, whatever happens in between.
  return db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({ status: 'queued', tryingSince: now, updatedAt: sql`now()` })
      .where(
        and(
          eq(leads.userId, userId),
          eq(leads.status, 'failed'),
          like(leads.lastError, `${GAVE_UP}%`),
        ),
      );
    const waiting = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.userId, userId), eq(leads.status, 'queued')))
      .limit(INBOX_MAX);
    for (const { id } of waiting) await makeDueNow(tx, leadJob(id, userId));
    return waiting.length;
  });
}
