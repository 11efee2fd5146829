import { sql } from 'drizzle-orm';
import { leads } from '../../db/schema';
import type { Db } from '../../db/database';
import { addNote, listNotes, upsertContact } from '../../integrations/ghl/contacts';
import { GhlError } from '../../integrations/ghl/errors';
import {
  createOpportunity,
  listPipelines,
  searchOpportunities,
} from '../../integrations/ghl/opportunities';
import type { GhlCall } from '../../integrations/ghl/transport';
import type { Services } from '../../services';
import {
  callerFor,
  connectionRow,
  ConnectionUnreadable,
  type ConnectionRow,
} from '../crm/connection-rows';
import { leadRow, updateLead, type LeadRow } from './lead-rows';
import { splitName, wantsOpportunity } from './lead-rules';

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  | { kind: 'delivered'; contactId: string; opportunityId: string | null }
  /** Try again later: after `afterMs` when the provider said when, else by the backoff. */
  | { kind: 'retry'; reason: string; afterMs: number | null }
  /** Given up (refused for good, or a day of trying): the lead is marked failed. */
  | { kind: 'failed'; reason: string }
  /** Deleted meanwhile, or already delivered: nothing to do. */
  | { kind: 'gone' };

/** How long a location's pipelines are kept in memory for new leads. */
const PIPELINES_KEPT_MS = 60_000;

/** How long a lead is tried before it is marked failed. */
export const DELIVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

class NotConnected extends Error {
  constructor() {
    super('No CRM is connected yet: the lead waits until GoHighLevel is connected.');
  }
}

/**
 * Sends a stored lead to the coach's GoHighLevel: the contact (upserted by email, so never two),
 * the message as a note, and, when the coach's rule says so, an open opportunity. Each step's
 * result is recorded before the next, and a step tried again first looks for what an earlier try
 * may have done without our hearing back (the note by its reference, the contact's open
 * opportunity in the pipeline), so a lost answer never makes a duplicate.
 */
export async function attemptDelivery(
  db: Db,
  services: Services,
  leadId: number,
  /** Which try this is (the delivery job's attempts, this one included). */
  tryNumber: number,
  signal: AbortSignal,
): Promise<DeliveryOutcome> {
  const lead = await leadRow(db, leadId);
  if (!lead || lead.status === 'delivered') return { kind: 'gone' };
  // What this attempt got done, written once at its end (delivered or not): a step it did whose
  // record is lost (the process died) is found again by the next attempt, never done twice.
  const progress: Progress = {};
  try {
    const connection = await connectionRow(db, lead.userId);
    if (!connection) throw new NotConnected();
    const result = await deliver(services, lead, connection, { progress, tryNumber, signal });
    await record(db, lead.id, {
      ...progress,
      status: 'delivered',
      deliveredAt: new Date(services.clock.now()),
      lastError: null,
    });
    return { kind: 'delivered', ...result };
  } catch (error) {
    return settleFailure(db, services, lead, progress, error);
  }
}

type Progress = Partial<
  Pick<LeadRow, 'contactId' | 'noteId' | 'opportunityId' | 'opportunityDone'>
>;

/** One attempt's outcome on the lead row, the attempt counted. */
async function record(db: Db, id: number, values: Parameters<typeof updateLead>[2]) {
  await updateLead(db, id, { ...values, attempts: sql`${leads.attempts} + 1` });
}

async function deliver(
  services: Services,
  lead: LeadRow,
  connection: ConnectionRow,
  { progress, tryNumber, signal }: { progress: Progress; tryNumber: number; signal: AbortSignal },
): Promise<{ contactId: string; opportunityId: string | null }> {
  const crm = callerFor(services, connection);
  const call: GhlCall = (request) => crm.call({ ...request, signal });
  const location = crm.locationId;

  let contactId = lead.contactId;
  if (!contactId) {
    // Upserted by email: a contact made by an attempt we did not hear back from is found again.
    const contact = await upsertContact(call, location, {
      ...splitName(lead.name),
      email: lead.email,
      ...(lead.phone ? { phone: lead.phone } : {}),
      source: 'website',
      tags: ['website', lead.pageAddress],
    });
    contactId = contact.id;
    progress.contactId = contactId;
  }

  if (lead.message && !lead.noteId) {
    const reference = `(Coachsite lead ${lead.id})`;
    // Only a lead tried before (even by a process that died) can have a note we never heard of.
    const earlier =
      tryNumber > 1 || lead.attempts > 0
        ? (await listNotes(call, contactId)).find((n) => n.body.includes(reference))
        : undefined;
    const body = `${lead.message}\n\nSent from ${lead.pageAddress} ${reference}`;
    const note = earlier ?? (await addNote(call, contactId, body));
    progress.noteId = note.id;
  }

  let opportunityId = lead.opportunityId;
  if (!lead.opportunityDone) {
    if (wantsOpportunity(connection.leadRule, lead.message)) {
      opportunityId = await openOpportunity(services, call, location, connection, lead, contactId);
    }
    progress.opportunityId = opportunityId;
    progress.opportunityDone = true;
  }
  return { contactId, opportunityId };
}

/** The contact's open opportunity in the coach's pipeline, made when there is none. */
async function openOpportunity(
  services: Services,
  call: GhlCall,
  location: string,
  connection: ConnectionRow,
  lead: LeadRow,
  contactId: string,
): Promise<string | null> {
  const pipelines = await services.crm.remember(`pipelines:${location}`, PIPELINES_KEPT_MS, () =>
    listPipelines(call, location),
  );
  const pipeline = pipelines.find((p) => p.id === connection.pipelineId) ?? pipelines[0];
  if (!pipeline) return null;
  const stageId =
    pipeline.id === connection.pipelineId && connection.pipelineStageId
      ? connection.pipelineStageId
      : pipeline.stages[0]?.id;
  const { opportunities } = await searchOpportunities(call, location, {
    contactId,
    pipelineId: pipeline.id,
    status: 'open',
  });
  const open = opportunities.find((o) => o.pipelineId === pipeline.id);
  if (open) return open.id;
  const made = await createOpportunity(call, location, {
    pipelineId: pipeline.id,
    ...(stageId ? { pipelineStageId: stageId } : {}),
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
    error instanceof GhlError ||
    error instanceof NotConnected ||
    error instanceof ConnectionUnreadable;
  if (!waits) throw error;
  const reason =
    error instanceof GhlError && error.reason ? `${error.message}: ${error.reason}` : error.message;
  const forGood =
    error instanceof GhlError && error.refused && error.status !== 401 && error.status !== 403;
  const tooOld = services.clock.now() - lead.tryingSince.getTime() >= DELIVERY_WINDOW_MS;
  if (forGood || tooOld) {
    const failed = tooOld && !forGood ? `${GAVE_UP} ${reason}` : reason;
    await record(db, lead.id, { ...progress, status: 'failed', lastError: failed });
    return { kind: 'failed', reason: failed };
  }
  await record(db, lead.id, { ...progress, lastError: reason });
  const afterMs = error instanceof GhlError && error.status === 429 ? error.retryAfterMs : null;
  return { kind: 'retry', reason, afterMs };
}
