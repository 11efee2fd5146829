import type { ContactFields } from '../crm/crm-port';
import type { CrmContact } from '../../../model/crm/api';
import {
  contactAnswer,
  contactsPage,
  duplicateAnswer,
  noteAnswer,
  notesAnswer,
  tagsAnswer,
  type ProviderContact,
} from './shapes';
import { read } from './read';
import type { GhlCall } from './transport';

export function toContact(contact: ProviderContact): CrmContact {
  const { id, firstName, lastName, email, phone, source, tags, dateAdded } = contact;
  return { id, firstName, lastName, email, phone, source, tags, dateAdded };
}

/** A page of contacts, newest first; `after` is the provider's cursor (startAfter + startAfterId). */
export async function listContacts(
  call: GhlCall,
  locationId: string,
  options: { limit: number; query?: string; after?: { id: string; at: number } },
) {
  const answer = read(
    contactsPage,
    await call({
      method: 'GET',
      path: '/contacts/',
      query: {
        locationId,
        limit: options.limit,
        query: options.query || undefined,
        startAfterId: options.after?.id,
        startAfter: options.after?.at,
      },
    }),
  );
  const meta = answer.meta;
  const more = Boolean(meta?.nextPageUrl) && meta?.startAfterId && meta.startAfter != null;
  return {
    contacts: answer.contacts.map(toContact),
    total: meta?.total ?? answer.total ?? answer.count ?? answer.contacts.length,
    next:
      more && meta?.startAfterId ? { id: meta.startAfterId, at: Number(meta.startAfter) } : null,
  };
}

export async function createContact(call: GhlCall, locationId: string, fields: ContactFields) {
  const answer = read(
    contactAnswer,
    await call({ method: 'POST', path: '/contacts/', body: { locationId, ...fields } }),
  );
  return toContact(answer.contact);
}

/**
 * The location's contact with this email, or this phone (`GET /contacts/search/duplicate`, one
 * field at a time, so the caller knows which matched); null when there is none.
 */
export async function findContactBy(
  call: GhlCall,
  locationId: string,
  by: { email: string } | { phone: string },
): Promise<CrmContact | null> {
  const answer = read(
    duplicateAnswer,
    await call({
      method: 'GET',
      path: '/contacts/search/duplicate',
      query: 'email' in by ? { locationId, email: by.email } : { locationId, number: by.phone },
    }),
  );
  return answer.contact ? toContact(answer.contact) : null;
}

/** Adds tags to a contact's own (`POST /contacts/{id}/tags`): the tags it had are kept. */
export async function addTags(call: GhlCall, contactId: string, tags: string[]): Promise<void> {
  read(
    tagsAnswer,
    await call({
      method: 'POST',
      path: `/contacts/${encodeURIComponent(contactId)}/tags`,
      body: { tags },
    }),
  );
}

export async function updateContact(call: GhlCall, id: string, fields: ContactFields) {
  const answer = read(
    contactAnswer,
    await call({ method: 'PUT', path: `/contacts/${encodeURIComponent(id)}`, body: fields }),
  );
  return toContact(answer.contact);
}

export async function deleteContact(call: GhlCall, id: string): Promise<void> {
  await call({ method: 'DELETE', path: `/contacts/${encodeURIComponent(id)}` });
}

export async function listNotes(call: GhlCall, contactId: string) {
  const answer = read(
    notesAnswer,
    await call({ method: 'GET', path: `/contacts/${encodeURIComponent(contactId)}/notes` }),
  );
  return answer.notes;
}

export async function addNote(call: GhlCall, contactId: string, body: string) {
  const answer = read(
    noteAnswer,
    await call({
      method: 'POST',
      path: `/contacts/${encodeURIComponent(contactId)}/notes`,
      body: { body },
    }),
  );
  return answer.note;
}
