import type { LeadSubmitAnswer } from '../../../model/crm/inbox-api';
import type { SubmittedLead } from './submit-lead';

/**
 * What the visitor who posted a lead is told of it, and its HTTP status: received (201) or queued
 * or held (202). A lead the CRM refused is "received" like a delivered one (it is in the coach's
 * inbox), so a visitor cannot learn what the CRM accepts; the lead's own id, the contact, whether
 * it matched and the deal stay with the coach (the inbox, /api/leads).
 */
export function visitorAnswer({ outcome }: SubmittedLead): {
  httpStatus: 201 | 202;
  answer: LeadSubmitAnswer;
} {
  switch (outcome.kind) {
    case 'delivered':
    case 'failed':
      return { httpStatus: 201, answer: { status: 'received' } };
    case 'held':
      return { httpStatus: 202, answer: { status: 'held' } };
    case 'retry':
    case 'gone':
      return { httpStatus: 202, answer: { status: 'queued' } };
  }
}
