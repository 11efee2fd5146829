import { sql } from 'drizzle-orm';
import { leads } from '../../db/schema';
import type { Db } from '../../db/database';
import { CrmError } from '../../integrations/crm/crm-port';
import type { Services } from '../../services';
import { leadEventData } from '../webhooks/lead-events';
import { tellWebhooks } from '../webhooks/tell-webhooks';
import {
  accountKey,
  callerFor,
  connectionRow,
  ConnectionUnreadable,
  type ConnectionRow,
  type CrmContext,
} from '../crm/connection-rows';
import { leadRow, updateLead, type LeadRow } from './lead-rows';
import { wantsOpportunity } from './lead-rules';
import { findOrCreateContact, leadTags, noteBody } from './lead-contact';
import { personKeys, waitForPersonLock } from './person-lock';

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  | { kind: 'delivered'; contactId: string; matched: boolean; opportunityId: string | null }
  /** Try again later: after `afterMs` when the provider said when, else by the backoff. */
  | { kind: 'retry'; reason: string; afterMs: number | null }
  /** Given up (refused for good, or a day of trying): the lead is marked failed. */
  | { kind: 'failed'; reason: string }
  /** Deleted meanwhile, or already delivered: nothing to do. */
  | { kind: 'gone' };

/** How long an account's pipelines are kept in memory for new leads. */
const PIPELINES_KEPT_MS = 60_000;

/** How long a lead is tried before it is marked failed. */
export const DELIVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

class NotConnected extends Error {
  constructor() {
    super('No CRM is connected yet: the lead waits until one is connected.');
  }
}

/** How soon a lead is tried again when another delivery to the same person held on. */
export const PERSON_BUSY_RETRY_MS = 2000;

/**
 * Sends a stored lead to the coach's CRM (through its provider's port): the contact, made only when none has the lead's
 * email or phone (an existing contact is never changed by what a visitor typed: it gets the
 * tags and a note only; decision 021), the message as a note, and, when the coach's rule says
 * so, an open opportunity. Each step's result is recorded before the next, and a step tried again
 * first looks for what an earlier try may have done without our hearing back (the contact by
 * email, the note by its reference, the contact's open opportunity in the pipeline), so a lost
 * answer never makes a duplicate. Deliveries for one person hold a lock (across processes), so
 * concurrent leads of one person make one contact and one open opportunity.
 */
export async function attemptDelivery(
  db: Db,
  services: Services,
  leadId: number,
  /** Which try this is (the delivery job's attempts, this one included). */
  tryNumber: number,
  signal: AbortSignal,
): Promise<DeliveryOutcome> {
  const stored = await leadRow(db, leadId);
  if (!stored || stored.status === 'delivered') return { kind: 'gone' };
  let lead = stored;
  // What this attempt got done, written once at its end (delivered or not): a step it did whose
  // record is lost (the process died) is found again by the next attempt, never done twice.
  let progress: Progress = {};
  try {
    const connection = await connectionRow(db, lead.userId);
    if (!connection) throw new NotConnected();
    const account = accountKey(connection);
    if (lead.crmAccount !== null && lead.crmAccount !== account) {
      // The coach connected another CRM since: what was done in the other one does not count here.
      progress = { ...NOTHING_DONE, crmAccount: account };
      lead = { ...lead, ...progress, attempts: 0 };
    }
    const locked = await waitForPersonLock(db, services.clock, personKeys(account, lead), {
      signal,
      work: () =>
        deliver(services, lead, connection, {
          account,
          progress,
          tryNumber,
          signal,
          // Written before the contact is made: a later try that finds a contact with this email
          // knows it may be the one this try made (its answer lost), not one already there.
          creating: () => updateLead(db, lead.id, { contactMatched: false, crmAccount: account }),
        }),
    });
    if (locked.busy) {
      return {
        kind: 'retry',
        reason: 'Another lead of this person is being delivered.',
        afterMs: PERSON_BUSY_RETRY_MS,
      };
    }
    const result = locked.value;
    const now = new Date(services.clock.now());
    const told = await db.transaction(async (tx) => {
      await record(tx, lead.id, {
        ...progress,
        status: 'delivered',
        deliveredAt: now,
        lastError: null,
      });
      const data = {
        ...leadEventData(lead),
        crm: { contactId: result.contactId, matched: result.matched, dealId: result.opportunityId },
      };
      return tellWebhooks(tx, lead.userId, 'lead.delivered', `lead:${lead.id}`, data, now);
    });
    if (told > 0) services.jobBell.ring();
    return { kind: 'delivered', ...result };
  } catch (error) {
    return settleFailure(db, services, lead, progress, error);
  }
}

type Progress = Partial<
  Pick<
    LeadRow,
    'contactId' | 'contactMatched' | 'noteId' | 'opportunityId' | 'opportunityDone' | 'crmAccount'
  >
>;

/** A lead's progress before anything was done in the CRM. */
const NOTHING_DONE = {
  contactId: null,
  contactMatched: null,
  noteId: null,
  opportunityId: null,
  opportunityDone: false,
} as const;

/** One attempt's outcome on the lead row, the attempt counted. */
async function record(db: Db, id: number, values: Parameters<typeof updateLead>[2]) {
  await updateLead(db, id, { ...values, attempts: sql`${leads.attempts} + 1` });
}

async function deliver(
  services: Services,
  lead: LeadRow,
  connection: ConnectionRow,
  {
    account,
    progress,
    tryNumber,
    signal,
    creating,
  }: {
    /** The connection's accountKey: where this attempt's progress is. */
    account: string;
    progress: Progress;
    tryNumber: number;
    signal: AbortSignal;
    creating: () => Promise<void>;
  },
): Promise<{ contactId: string; matched: boolean; opportunityId: string | null }> {
  const context = callerFor(services, connection, { signal, background: true });
  const { crm } = context;

  let contactId = lead.contactId;
  let matched = lead.contactMatched === true;
  if (!contactId) {
    const contact = await findOrCreateContact(crm, lead, creating);
    contactId = contact.id;
    matched = contact.matched;
    progress.contactId = contactId;
    progress.contactMatched = matched;
    progress.crmAccount = account;
  }
  // Added to the tags it has (never replacing them); adding them again on a later try is harmless.
  if (matched) await crm.addTags(contactId, leadTags(lead));

  if ((lead.message || matched) && !lead.noteId) {
    const reference = `(Coachsite lead ${lead.id})`;
    // Only a lead tried before (even by a process that died) can have a note we never heard of.
    const earlier =
      tryNumber > 1 || lead.attempts > 0
        ? (await crm.listNotes(contactId)).find((n) => n.body.includes(reference))
        : undefined;
    const note = earlier ?? (await crm.addNote(contactId, noteBody(lead, matched, reference)));
    progress.noteId = note.id;
  }

  let opportunityId = lead.opportunityId;
  if (!lead.opportunityDone) {
    if (wantsOpportunity(connection.leadRule, lead.message)) {
      opportunityId = await openOpportunity(context, lead, contactId);
    }
    progress.opportunityId = opportunityId;
    progress.opportunityDone = true;
  }
  return { contactId, matched, opportunityId };
}

/** The contact's open deal (opportunity) in the coach's pipeline, made when there is none. */
async function openOpportunity(
  { crm, port, row }: CrmContext,
  lead: LeadRow,
  contactId: string,
): Promise<string | null> {
  const pipelines = await port.remember(
    `pipelines:${row.accountId}:${row.tokenHint}`,
    PIPELINES_KEPT_MS,
    () => crm.listPipelines(),
  );
  const pipeline = pipelines.find((p) => p.id === row.pipelineId) ?? pipelines[0];
  if (!pipeline) return null;
  const stageId =
    pipeline.id === row.pipelineId && row.pipelineStageId
      ? row.pipelineStageId
      : pipeline.stages[0]?.id;
  const open = await crm.findOpenDeal(contactId, pipeline.id);
  if (open) return open;
  const made = await crm.openDeal({
    pipelineId: pipeline.id,
    ...(stageId ? { stageId } : {}),
    name: `${lead.name || lead.email} (website)`,
    contactId,
    source: 'website',
  });
  return made.id;
}

/** How the reason of a lead that stopped trying after a day begins. */
export const GAVE_UP = 'Gave up after a day of trying.';

/** Why this try failed, kept on the lead; a refusal for good, or a day of trying, ends it. */
async function settleFailure(
  db: Db,
  services: Services,
  lead: LeadRow,
  progress: Progress,
  error: unknown,
): Promise<DeliveryOutcome> {
  const waits =
    error instanceof CrmError ||
    error instanceof NotConnected ||
    error instanceof ConnectionUnreadable;
  if (!waits) throw error;
  const reason =
    error instanceof CrmError && error.reason ? `${error.message}: ${error.reason}` : error.message;
  const forGood = error instanceof CrmError && error.refused && !error.unauthorised;
  const tooOld = services.clock.now() - lead.tryingSince.getTime() >= DELIVERY_WINDOW_MS;
  if (forGood || tooOld) {
    const failed = tooOld && !forGood ? `${GAVE_UP} ${reason}` : reason;
    await record(db, lead.id, { ...progress, status: 'failed', lastError: failed });
    return { kind: 'failed', reason: failed };
  }
  await record(db, lead.id, { ...progress, lastError: reason });
  const afterMs = error instanceof CrmError && error.status === 429 ? error.retryAfterMs : null;
  return { kind: 'retry', reason, afterMs };
}
