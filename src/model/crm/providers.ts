import type { CrmProvider } from './api';
import { contactUrl } from './widget-code';

/**
 * How each CRM is named to coaches, what it calls the account a token is for, and what it calls
 * the lead a form can open.
 */
export const CRM_PROVIDER_INFO: Record<
  CrmProvider,
  { name: string; account: string; deal: string }
> = {
  gohighlevel: { name: 'GoHighLevel', account: 'location', deal: 'opportunity' },
  hubspot: { name: 'HubSpot', account: 'account', deal: 'deal' },
};

/** Where the coach opens a contact in her CRM's own app. */
export function contactLink(provider: CrmProvider, accountId: string, contactId: string): string {
  if (provider === 'hubspot') {
    return `https://app.hubspot.com/contacts/${encodeURIComponent(accountId)}/record/0-1/${encodeURIComponent(contactId)}`;
  }
  return contactUrl(accountId, contactId);
}
