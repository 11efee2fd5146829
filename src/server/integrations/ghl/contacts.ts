import type { CrmContact } from '../../../model/crm/api';
import {
  contactAnswer,
  contactsPage,
  noteAnswer,
  notesAnswer,
  upsertAnswer,
  type ProviderContact,
} from './shapes';
import { read } from './read';
import type { GhlCall } from './transport';

export function toContact(contact: ProviderContact): CrmContact {
  const { id, firstName, lastName, email, phone, source, tags, dateAdded } = contact;
  return { id, firstName, lastName, email, phone, source, tags, dateAdded };
}

export type ContactFields = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  source?: string;
  tags?: string[];
};

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

/** Creates the contact, or updates the one with this email (or phone): never a second one. */
export async function upsertContact(call: GhlCall, locationId: string, fields: ContactFields) {
  const answer = read(
    upsertAnswer,
    await call({ method: 'POST', path: '/contacts/upsert', body: { locationId, ...fields } }),
  );
  return toContact(answer.contact);
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
