/**
 * How many leads a page and a coach may receive in an hour before new ones are held for the
 * coach to look at (stored, never lost, but not sent to the CRM until released), and how many
 * leads one coach keeps (past it the oldest delivered ones go first).
 */
export type LeadLimits = {
  /** LEADS_PER_PAGE_PER_HOUR */
  perPagePerHour: number;
  /** LEADS_PER_COACH_PER_HOUR */
  perCoachPerHour: number;
  /** MAX_LEADS_PER_COACH */
  storedPerCoach: number;
};

export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  perPagePerHour: 120,
  perCoachPerHour: 600,
  storedPerCoach: 100_000,
};

/** The share of the stored-leads quota past which the inbox warns the coach. */
export const LEAD_STORAGE_WARNING = 0.9;
