import { CrmContactExists, type CrmSession } from '../../integrations/crm/crm-port';
import type { LeadRow } from './lead-rows';
import { splitName } from './lead-rules';

/** The tags a lead's contact gets (added to an existing contact's own, never replacing them). */
export const leadTags = (lead: LeadRow) => ['website', lead.pageAddress];

/**
 * The note on the contact: the visitor's message, and for a contact that was already in the CRM,
 * what the visitor typed (which was not written onto the contact), so the coach can decide.
 */
export function noteBody(lead: LeadRow, matched: boolean, reference: string): string {
  const parts = lead.message ? [lead.message] : [];
  if (matched) {
    const typed = [
      lead.name && `name ${lead.name}`,
      `email ${lead.email}`,
      lead.phone && `phone ${lead.phone}`,
    ].filter(Boolean);
    parts.push(
      `A website form matched this existing contact. The visitor typed: ${typed.join(', ')}. ` +
        'The contact was not changed.',
    );
  }
  parts.push(`Sent from ${lead.pageAddress} ${reference}`);
  return parts.join('\n\n');
}

/**
 * The account's contact with the lead's email, else its phone (matched: never changed), else a
 * new one made from what the visitor typed. A contact made meanwhile (the provider refuses the
 * duplicate) is looked up again, or taken by the id the provider named: it counts as matched,
 * unless an earlier try began making it. When an earlier try began making the contact
 * (`contactMatched` false), the contact found by the lead's email is the one it made.
 */
export async function findOrCreateContact(
  crm: CrmSession,
  lead: LeadRow,
  creating: () => Promise<void>,
): Promise<{ id: string; matched: boolean }> {
  const existing = async () => {
    const byEmail = await crm.findContact({ email: lead.email });
    if (byEmail) return byEmail;
    return lead.phone ? crm.findContact({ phone: lead.phone }) : null;
  };
  const begunByUs = lead.contactMatched === false;
  const found = await existing();
  if (found) {
    const ours = begunByUs && sameEmail(found.email, lead.email);
    return { id: found.id, matched: !ours };
  }
  await creating();
  try {
    const made = await crm.createContact({
      ...splitName(lead.name),
      email: lead.email,
      ...(lead.phone ? { phone: lead.phone } : {}),
      source: 'website',
      tags: leadTags(lead),
    });
    return { id: made.id, matched: false };
  } catch (error) {
    if (!(error instanceof CrmContactExists)) throw error;
    const again = await existing();
    if (again) return { id: again.id, matched: true };
    // Named by the provider but not yet found (its search lags its writes).
    if (error.existingId) return { id: error.existingId, matched: !begunByUs };
    throw error;
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
