import type { LeadRule } from '../../../model/crm/api';

/** First and last name from what a visitor typed as their name (spec point 7): the first word, the rest. */
export function splitName(name: string): { firstName?: string; lastName?: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  return {
    ...(first ? { firstName: first } : {}),
    ...(rest.length > 0 ? { lastName: rest.join(' ') } : {}),
  };
}

/** Whether a lead becomes an opportunity: the spec's rule is a message mentioning coaching. */
export function wantsOpportunity(rule: LeadRule, message: string): boolean {
  if (rule === 'always') return true;
  if (rule === 'never') return false;
  return /coaching/i.test(message);
}
