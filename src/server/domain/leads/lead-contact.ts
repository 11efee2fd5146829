import { GhlError } from '../../integrations/ghl/errors';
import { createContact, findContactBy } from '../../integrations/ghl/contacts';
import type { GhlCall } from '../../integrations/ghl/transport';
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
 * The location's contact with the lead's email, else its phone (matched: never changed), else a
 * new one made from what the visitor typed. A contact made meanwhile by someone else (the
 * provider refuses the duplicate) is looked up again and counts as matched. When an earlier try
 * began making the contact (`contactMatched` false), the contact found by the lead's email is
 * the one it made.
 */
export async function findOrCreateContact(
  call: GhlCall,
  location: string,
  lead: LeadRow,
  creating: () => Promise<void>,
): Promise<{ id: string; matched: boolean }> {
  const existing = async () => {
    const byEmail = await findContactBy(call, location, { email: lead.email });
    if (byEmail) return byEmail;
    return lead.phone ? findContactBy(call, location, { phone: lead.phone }) : null;
  };
  const found = await existing();
  if (found) {
    const ours = lead.contactMatched === false && sameEmail(found.email, lead.email);
    return { id: found.id, matched: !ours };
  }
  await creating();
  try {
    const made = await createContact(call, location, {
      ...splitName(lead.name),
      email: lead.email,
      ...(lead.phone ? { phone: lead.phone } : {}),
      source: 'website',
      tags: leadTags(lead),
    });
    return { id: made.id, matched: false };
  } catch (error) {
    const duplicate = error instanceof GhlError && error.status === 400;
    const again = duplicate ? await existing() : null;
    if (again) return { id: again.id, matched: true };
    throw error;
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
