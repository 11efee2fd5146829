import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { LeadAnswers } from '../../../model/crm/lead-form';
import type { LeadSource } from '../../../model/crm/lead-source';
import type { Db } from '../../db/database';
import { leads } from '../../db/schema';
import { completeJob, failJob } from '../../queue/claim-jobs';
import { enqueueClaimedJob } from '../../queue/enqueue';
import type { Services } from '../../services';
import { lockCoachLeads } from '../quotas/quota-locks';
import { attemptDelivery, type DeliveryOutcome } from './deliver-lead';
import { leadJob } from './lead-delivery-job';
import { makeRoomForLeads } from './lead-storage';
import { leadEventData } from '../webhooks/lead-events';
import { tellWebhooks } from '../webhooks/tell-webhooks';
import type { LiveLeadForm } from './live-lead-form';

/** How long a visitor's post waits for the CRM before the lead is left to the outbox. */
export const DELIVER_AT_ONCE_MS = 4000;
/** How long the request holds the lead's job; a process that dies meanwhile lets it go after this. */
const REQUEST_LEASE_MS = 30_000;
/** When a lead the visitor's request could not deliver is tried again. */
const FIRST_RETRY_MS = 5000;

/** How far back a page's and a coach's leads are counted against their hourly ceilings. */
const CEILING_WINDOW_MS = 60 * 60 * 1000;

export type SubmittedLead = {
  id: number;
  /** Held: past a ceiling, stored but not sent until the coach releases it. */
  outcome: DeliveryOutcome | { kind: 'held' };
};

/**
 * Takes a visitor's answers to a live page's form: the lead is stored first (with its delivery
 * job, held by this request), then delivered at once if the CRM answers in time; otherwise the
 * outbox delivers it later. Nothing a visitor sends is lost to a CRM outage. Past the page's or
 * the coach's hourly ceiling, the lead is stored held: the coach sees it and releases or deletes
 * it, so a flood never reaches the CRM. Past the coach's stored-leads quota, the oldest delivered
 * (then failed) leads make room.
 */
export async function submitLead(
  db: Db,
  services: Services,
  form: LiveLeadForm,
  answers: LeadAnswers,
  pageAddress: string,
  source: LeadSource = { referrerHost: '', campaign: '' },
): Promise<SubmittedLead> {
  const owner = `request:${randomBytes(6).toString('hex')}`;
  const { leadId, jobId, stored, told } = await db.transaction(async (tx) => {
    // One post of a coach at a time counts and stores, so that posts sent at once cannot all
    // find room under a ceiling.
    await lockCoachLeads(tx, form.userId);
    const { held, stored } = await leadCounts(tx, services, form);
    const [lead] = await tx
      .insert(leads)
      .values({
        userId: form.userId,
        websiteId: form.websiteId,
        websiteName: form.websiteName,
        pageAddress,
        elementId: form.elementId,
        ...answers,
        sourceHost: source.referrerHost,
        sourceCampaign: source.campaign,
        status: held ? 'held' : 'queued',
      })
      .returning();
    if (!lead) throw new Error('the lead was not stored');
    const job = held
      ? null
      : await enqueueClaimedJob(tx, leadJob(lead.id, form.userId), owner, REQUEST_LEASE_MS);
    // A held lead (past a ceiling: a flood, perhaps) reaches the coach's webhooks when released.
    const now = new Date(services.clock.now());
    const told = held
      ? 0
      : await tellWebhooks(
          tx,
          form.userId,
          'lead.received',
          `lead:${lead.id}`,
          leadEventData(lead),
          now,
        );
    return { leadId: lead.id, jobId: job, stored, told };
  });
  if (told > 0) services.jobBell.ring();
  const excess = stored + 1 - services.limits.leads.storedPerCoach;
  if (excess > 0) await makeRoomForLeads(db, form.userId, excess);
  if (jobId === null) return { id: leadId, outcome: { kind: 'held' } };
  const outcome = await attemptDelivery(
    db,
    services,
    leadId,
    1,
    AbortSignal.timeout(DELIVER_AT_ONCE_MS),
  ).catch((error: unknown): DeliveryOutcome => ({
    kind: 'retry',
    reason: error instanceof Error ? error.message : String(error),
    afterMs: null,
  }));
  if (outcome.kind === 'retry') {
    await failJob(db, jobId, owner, {
      error: outcome.reason,
      retryMs: outcome.afterMs ?? FIRST_RETRY_MS,
      giveUp: false,
    });
  } else {
    await completeJob(db, jobId, owner);
  }
  return { id: leadId, outcome };
}

/**
 * In one query over the coach's leads: whether the page or the coach has received its hourly
 * ceiling already, and how many leads the coach keeps.
 */
async function leadCounts(db: Db, services: Services, form: LiveLeadForm) {
  // The database's clock, the one that stamped each lead's createdAt.
  const recent = sql`${leads.createdAt} >= now() - make_interval(secs => ${CEILING_WINDOW_MS / 1000})`;
  const [row] = await db
    .select({
      stored: count(),
      coachHour: sql`count(*) filter (where ${recent})`.mapWith(Number),
      pageHour:
        sql`count(*) filter (where ${recent} and ${leads.websiteId} = ${form.websiteId})`.mapWith(
          Number,
        ),
    })
    .from(leads)
    .where(eq(leads.userId, form.userId));
  const limits = services.limits.leads;
  return {
    held:
      (row?.pageHour ?? 0) >= limits.perPagePerHour ||
      (row?.coachHour ?? 0) >= limits.perCoachPerHour,
    stored: row?.stored ?? 0,
  };
}
