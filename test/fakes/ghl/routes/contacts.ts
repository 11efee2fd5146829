import { z } from 'zod';
import { badRequest, parseOr422, unprocessable } from '../errors';
import type { Route } from '../router';
import { contactView, noteView } from '../views';
import {
  applyContactFields,
  createContactBody,
  findDuplicateContact,
  newContact,
  updateContactBody,
  upsertContactBody,
} from './contact-rules';
import { findOwned, requireOwnLocation } from './scope';

const DUPLICATE_MESSAGE = 'This location does not allow duplicated contacts.';

const noteBody = z.strictObject({
  body: z.string().min(1),
  userId: z.string().optional(),
  title: z.string().optional(),
  color: z.string().optional(),
  pinned: z.boolean().optional(),
});

const tagsBody = z.strictObject({ tags: z.array(z.string().min(1)).min(1) });

/** Writes on contacts: create, upsert, update, delete, tags, notes. */
export const contactWriteRoutes: Route[] = [
  {
    method: 'POST',
    path: '/contacts/upsert',
    write: true,
    handle(request) {
      const body = parseOr422(upsertContactBody, request.body);
      requireOwnLocation(request, body.locationId);
      if (!body.email && !body.phone) throw unprocessable(['email or phone must be provided']);
      const { location, store } = request;
      const createAnyway =
        location.settings.allowDuplicateContact && body.createNewIfDuplicateAllowed === true;
      const existing = createAnyway ? undefined : findDuplicateContact(store, location, body);
      if (existing) {
        // The field that matched wins; a second field matching another contact is not written
        // onto this one (it would make a duplicate), as the provider does.
        const other = existing.matchingField === 'email' ? 'phone' : 'email';
        const clash = findDuplicateContact(
          store,
          { ...location, settings: { ...location.settings, duplicateContactFields: [other] } },
          body,
          existing.contact.id,
        );
        applyContactFields(
          existing.contact,
          clash ? { ...body, [other]: undefined } : body,
          store.now(),
        );
        return {
          status: 200,
          body: {
            new: false,
            contact: contactView(existing.contact),
            traceId: store.newId('trace'),
          },
        };
      }
      const contact = newContact(store, location, body);
      return {
        status: 200,
        body: { new: true, contact: contactView(contact), traceId: store.newId('trace') },
      };
    },
  },
  {
    method: 'POST',
    path: '/contacts',
    write: true,
    handle(request) {
      const body = parseOr422(createContactBody, request.body);
      requireOwnLocation(request, body.locationId);
      const { location, store } = request;
      if (!location.settings.allowDuplicateContact) {
        const duplicate = findDuplicateContact(store, location, body);
        if (duplicate) {
          throw badRequest(DUPLICATE_MESSAGE, {
            contactId: duplicate.contact.id,
            matchingField: duplicate.matchingField,
          });
        }
      }
      return { status: 201, body: { contact: contactView(newContact(store, location, body)) } };
    },
  },
  {
    method: 'PUT',
    path: '/contacts/:contactId',
    write: true,
    handle(request) {
      const contact = findOwned(
        request,
        request.store.contacts,
        request.params.contactId ?? '',
        'Contact',
      );
      const body = parseOr422(updateContactBody, request.body);
      if (!request.location.settings.allowDuplicateContact) {
        const duplicate = findDuplicateContact(request.store, request.location, body, contact.id);
        if (duplicate) {
          throw badRequest(DUPLICATE_MESSAGE, {
            contactId: duplicate.contact.id,
            matchingField: duplicate.matchingField,
          });
        }
      }
      applyContactFields(contact, body, request.store.now());
      return { status: 200, body: { succeded: true, contact: contactView(contact) } };
    },
  },
  {
    method: 'DELETE',
    path: '/contacts/:contactId',
    write: true,
    handle(request) {
      const { store } = request;
      const contact = findOwned(request, store.contacts, request.params.contactId ?? '', 'Contact');
      store.contacts = store.contacts.filter((c) => c.id !== contact.id);
      store.notes = store.notes.filter((note) => note.contactId !== contact.id);
      return { status: 200, body: { succeded: true } };
    },
  },
  {
    // Adds tags to the ones the contact has (never replaces them): 201 with all its tags.
    method: 'POST',
    path: '/contacts/:contactId/tags',
    write: true,
    handle(request) {
      const { store } = request;
      const contact = findOwned(request, store.contacts, request.params.contactId ?? '', 'Contact');
      const body = parseOr422(tagsBody, request.body);
      const added = body.tags.map((tag) => tag.trim().toLowerCase());
      contact.tags = [...new Set([...contact.tags, ...added])];
      contact.dateUpdated = store.now();
      return { status: 201, body: { tags: contact.tags } };
    },
  },
  {
    method: 'POST',
    path: '/contacts/:contactId/notes',
    write: true,
    handle(request) {
      const { store } = request;
      const contact = findOwned(request, store.contacts, request.params.contactId ?? '', 'Contact');
      const body = parseOr422(noteBody, request.body);
      const note = {
        id: store.newId('note'),
        contactId: contact.id,
        body: body.body,
        ...(body.title ? { title: body.title } : {}),
        ...(body.userId ? { userId: body.userId } : {}),
        dateAdded: store.now(),
      };
      store.notes.push(note);
      return { status: 201, body: { note: noteView(note) } };
    },
  },
  {
    method: 'GET',
    path: '/contacts/:contactId/notes',
    handle(request) {
      const { store } = request;
      const contact = findOwned(request, store.contacts, request.params.contactId ?? '', 'Contact');
      const notes = store.notes.filter((note) => note.contactId === contact.id).map(noteView);
      return { status: 200, body: { notes } };
    },
  },
];
