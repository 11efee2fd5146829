import { z } from 'zod';
import { idSchema } from '../ids';
import type { LeadSource } from './lead-source';

/**
 * The coach's lead inbox (`/api/leads`) and the answer of a published page's form: what the browser
 * sends and gets back. Each lead is stored before anything is sent to the CRM (the outbox).
 */

/**
 * Where a lead from a published page is: waiting to be sent to the CRM, sent, given up on, or held
 * back because its page or its coach received an unusual number of leads in the hour (sent only
 * when the coach releases it).
 */
export const LEAD_DELIVERY_STATUSES = ['queued', 'delivered', 'failed', 'held'] as const;
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number];

/** A submission of a published page's form, in the coach's lead inbox. */
export type InboxLead = {
  id: number;
  websiteId: number;
  websiteName: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** Where the visitor came from: the referrer's host and the UTM campaign ('' when unknown). */
  source: LeadSource;
  status: LeadDeliveryStatus;
  contactId: string | null;
  /**
   * True when the lead's email or phone matched a contact already in the CRM: that contact was
   * left as it was (only tags and a note were added), so what the visitor typed is shown here
   * for the coach to copy over if it is right. Null until the contact step is done.
   */
  contactMatched: boolean | null;
  opportunityId: string | null;
  /** Why the last delivery failed (while queued) or why it was given up (failed). */
  error: string | null;
  attempts: number;
  /** ISO. */
  createdAt: string;
  deliveredAt: string | null;
  /** When the next delivery attempt is due, while queued. */
  nextAttemptAt: string | null;
};

/** GET /api/leads?websiteId= : newest first. An id as every route reads one (past 32 bits is a 400). */
export const inboxQuerySchema = z.strictObject({
  websiteId: idSchema.optional(),
});

/** How many leads the coach keeps against MAX_LEADS_PER_COACH; the inbox warns from 90%. */
export type LeadStorage = { stored: number; max: number; nearlyFull: boolean };

export type InboxAnswer = { leads: InboxLead[]; storage: LeadStorage };
export type InboxLeadAnswer = { lead: InboxLead };

/**
 * POST /forms/{websiteId} or /s/{address} with Accept: application/json: all an anonymous visitor
 * is told. Received: taken (sent to the CRM, or kept in the inbox for the coach); queued: taken,
 * to be sent to the CRM shortly; held: taken, held back because its page or coach received an
 * unusual number of leads this hour. Nothing the coach's CRM holds (whether the email or phone
 * matched a contact, the contact's or the deal's id) is ever in it: any visitor could look people
 * up, or link a phone number to an email address, by posting the form.
 */
export type LeadSubmitAnswer = { status: 'received' | 'queued' | 'held' };
