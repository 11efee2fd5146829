import { z } from 'zod';
import type { Store, StoredContact, StoredLocation } from '../state';
import { customFieldsInput, toCustomFieldValues } from './scope';

const text = z.string().nullable().optional();

/** The fields create, upsert and update share (CreateContactDto, UpsertContactDto, UpdateContactDto). */
const contactFields = {
  firstName: text,
  lastName: text,
  name: text,
  email: z.email().nullable().optional(),
  phone: text,
  address1: text,
  city: text,
  state: text,
  postalCode: z.string().optional(),
  website: text,
  timezone: text,
  dnd: z.boolean().optional(),
  dndSettings: z.record(z.string(), z.unknown()).optional(),
  inboundDndSettings: z.record(z.string(), z.unknown()).optional(),
  tags: z.array(z.string()).optional(),
  customFields: customFieldsInput.optional(),
  dateOfBirth: z.string().nullable().optional(),
  country: z.string().optional(),
};

// Unknown properties are refused with 422, as the provider's validator does.
export const createContactBody = z.strictObject({
  ...contactFields,
  locationId: z.string(),
  gender: z.string().optional(),
  source: z.string().optional(),
  companyName: text,
  assignedTo: z.string().optional(),
});

export const upsertContactBody = z.strictObject({
  ...createContactBody.shape,
  createNewIfDuplicateAllowed: z.boolean().optional(),
});

export const updateContactBody = z.strictObject({
  ...contactFields,
  source: text,
  assignedTo: text,
});

type ContactInput = z.infer<typeof updateContactBody> & {
  companyName?: string | null;
  gender?: string;
};

const OPTIONAL_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'source',
  'address1',
  'city',
  'state',
  'postalCode',
  'country',
  'website',
  'timezone',
  'assignedTo',
  'dateOfBirth',
] as const;

/** Writes the given fields onto `contact`: `null` clears a field, `tags` replace the old ones. */
export function applyContactFields(contact: StoredContact, input: ContactInput, now: number) {
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const value = input[field];
    if (value === null || value === '') contact[field] = undefined;
    else if (value !== undefined) contact[field] = value.trim();
  }
  if (input.name && input.firstName === undefined && input.lastName === undefined) {
    const [first, ...rest] = input.name.trim().split(/\s+/);
    contact.firstName = first;
    if (rest.length > 0) contact.lastName = rest.join(' ');
  }
  if (input.dnd !== undefined) contact.dnd = input.dnd;
  if (input.tags) contact.tags = [...new Set(input.tags.map((tag) => tag.trim().toLowerCase()))];
  if (input.customFields) {
    for (const field of toCustomFieldValues(input.customFields, contact.locationId)) {
      contact.customFields = [...contact.customFields.filter((f) => f.id !== field.id), field];
    }
  }
  contact.dateUpdated = now;
}

export function newContact(store: Store, location: StoredLocation, input: ContactInput) {
  const now = store.now();
  const contact: StoredContact = {
    id: store.newId('contact'),
    locationId: location.id,
    dnd: false,
    tags: [],
    customFields: [],
    dateAdded: now,
    dateUpdated: now,
  };
  applyContactFields(contact, input, now);
  store.contacts.push(contact);
  return contact;
}

const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/**
 * The existing contact that `email` or `phone` matches, looked for in the order of the location's
 * duplicate settings; the first field that matches wins and the other is not looked at.
 */
export function findDuplicateContact(
  store: Store,
  location: StoredLocation,
  { email, phone }: { email?: string | null; phone?: string | null },
  except?: string,
): { contact: StoredContact; matchingField: 'email' | 'phone' } | undefined {
  const candidates = store.contacts.filter((c) => c.locationId === location.id && c.id !== except);
  for (const field of location.settings.duplicateContactFields) {
    const contact =
      field === 'email' && email
        ? candidates.find((c) => c.email?.toLowerCase() === email.trim().toLowerCase())
        : field === 'phone' && phone && phoneDigits(phone)
          ? candidates.find((c) => c.phone && phoneDigits(c.phone) === phoneDigits(phone))
          : undefined;
    if (contact) return { contact, matchingField: field };
  }
  return undefined;
}

export function matchesQuery(contact: StoredContact, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [
    contact.firstName,
    contact.lastName,
    `${contact.firstName ?? ''} ${contact.lastName ?? ''}`,
    contact.email,
    contact.phone,
    contact.companyName,
  ];
  return haystack.some((value) => value?.toLowerCase().includes(needle));
}

/** Newest first, ties by id: the order of the contacts list and its `startAfter`/`startAfterId` cursor. */
export function newestFirst(a: StoredContact, b: StoredContact): number {
  return b.dateAdded - a.dateAdded || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
}
