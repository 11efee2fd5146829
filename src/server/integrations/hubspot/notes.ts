import type { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes';
import type { Clock } from '../../clock';
import type { HubSpotCall } from './transport';

/** HubSpot-defined association type ids (the unlabelled default of each direction). */
export const NOTE_TO_CONTACT = 202;
export const DEAL_TO_CONTACT = 3;

// A string enum in the client's typings; only its type is imported (see contacts.ts).
const HUBSPOT_DEFINED = 'HUBSPOT_DEFINED' as AssociationSpecAssociationCategoryEnum;

/** What a create's `associations` holds to link the new record to one contact. */
export function toContact(contactId: string, associationTypeId: number) {
  return {
    to: { id: contactId },
    types: [{ associationCategory: HUBSPOT_DEFINED, associationTypeId }],
  };
}

/** The ids of the records of `toType` associated with the contact, every page of them. */
export async function associatedWithContact(
  call: HubSpotCall,
  contactId: string,
  toType: 'notes' | 'deals',
): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  do {
    const page = await call((c) =>
      c.crm.associations.v4.basicApi.getPage('contacts', contactId, toType, after, 500),
    );
    ids.push(...page.results.map((r) => String(r.toObjectId)));
    after = page.paging?.next?.after;
  } while (after);
  return ids;
}

/** The contact's notes, oldest first, read one by one (the search index lags new ones). */
export async function listNotes(
  call: HubSpotCall,
  contactId: string,
): Promise<{ id: string; body: string }[]> {
  const ids = await associatedWithContact(call, contactId, 'notes');
  const notes: { id: string; body: string }[] = [];
  for (const id of ids) {
    const note = await call((c) => c.crm.objects.notes.basicApi.getById(id, ['hs_note_body']));
    notes.push({ id: note.id, body: note.properties.hs_note_body ?? '' });
  }
  return notes;
}

/** A note on the contact, associated to it in the same call (no moment without its contact). */
export async function addNote(
  call: HubSpotCall,
  clock: Clock,
  contactId: string,
  body: string,
): Promise<{ id: string }> {
  const note = await call((c) =>
    c.crm.objects.notes.basicApi.create({
      properties: { hs_note_body: body, hs_timestamp: new Date(clock.now()).toISOString() },
      associations: [toContact(contactId, NOTE_TO_CONTACT)],
    }),
  );
  return { id: note.id };
}
