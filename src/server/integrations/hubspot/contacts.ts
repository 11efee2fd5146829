import type { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/contacts';
import type { CrmContact } from '../../../model/crm/api';
import { CrmError, CrmFieldError, type ContactFields } from '../crm/crm-port';
import type { HubSpotCall } from './transport';

/** The contact properties Coachsite reads. */
export const CONTACT_PROPERTIES = ['firstname', 'lastname', 'email', 'phone', 'createdate'];

/**
 * `properties` for a read by id: one comma-separated value. The client would repeat the query
 * parameter for each name (`properties=a&properties=b`); HubSpot takes both forms, the fake
 * HubSpot keeps only the last of a repeated parameter.
 */
export const inQuery = (names: string[]) => [names.join(',')];

// The client types these as string enums, which a literal cannot be without an assertion; the
// enums' values are only imported as types, so that no deep module of the client is loaded.
const EQ = 'EQ' as FilterOperatorEnum;

/**
 * The search API's sort order. HubSpot takes `{ propertyName, direction }` objects, but the client
 * types `sorts` as strings (HubSpot/hubspot-api-nodejs#559) and sends whatever it is given as is:
 * the double assertion is the only way to send what HubSpot documents.
 */
export function newestFirst(propertyName = 'createdate'): string {
  return { propertyName, direction: 'DESCENDING' } as unknown as string;
}

type HubSpotObject = { id: string; properties: Record<string, string | null>; createdAt?: Date };

/**
 * HubSpot has no standard property for a contact's source or tags (its `hs_analytics_source` is
 * computed, `hs_lead_status` is a fixed list): neither is written, so `source` reads '' and
 * `tags` [] (addTags is a no-op). A custom property would need the coach to create it first.
 */
export function contactFrom(record: HubSpotObject): CrmContact {
  const p = record.properties;
  const created = p.createdate ?? record.createdAt?.toISOString() ?? null;
  return {
    id: record.id,
    firstName: p.firstname ?? '',
    lastName: p.lastname ?? '',
    email: p.email ?? '',
    phone: p.phone ?? '',
    source: '',
    tags: [],
    dateAdded: created ? new Date(created).toISOString() : null,
  };
}

/** The fields HubSpot has a property for (see contactFrom for source and tags). */
function propertiesOf(fields: ContactFields): Record<string, string> {
  const properties: Record<string, string> = {};
  if (fields.firstName !== undefined) properties.firstname = fields.firstName;
  if (fields.lastName !== undefined) properties.lastname = fields.lastName;
  if (fields.email !== undefined) properties.email = fields.email;
  if (fields.phone !== undefined) properties.phone = fields.phone;
  return properties;
}

const notFound = (error: unknown) => error instanceof CrmError && error.status === 404;

export async function findContact(
  call: HubSpotCall,
  by: { email: string } | { phone: string },
): Promise<CrmContact | null> {
  if ('email' in by) {
    // By email as a unique id: a read, which sees a contact made a moment ago (search lags writes).
    try {
      const found = await call((c) =>
        c.crm.contacts.basicApi.getById(
          by.email,
          inQuery(CONTACT_PROPERTIES),
          undefined,
          undefined,
          false,
          'email',
        ),
      );
      return contactFrom(found);
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }
  const page = await call((c) =>
    c.crm.contacts.searchApi.doSearch({
      filterGroups: [{ filters: [{ propertyName: 'phone', operator: EQ, value: by.phone }] }],
      properties: CONTACT_PROPERTIES,
      sorts: [newestFirst()],
      limit: 1,
    }),
  );
  const first = page.results[0];
  return first ? contactFrom(first) : null;
}

export async function createContact(call: HubSpotCall, fields: ContactFields) {
  const created = await call((c) =>
    c.crm.contacts.basicApi.create({ properties: propertiesOf(fields), associations: [] }),
  );
  return contactFrom(created);
}

export async function updateContact(call: HubSpotCall, id: string, fields: ContactFields) {
  const updated = await call((c) =>
    c.crm.contacts.basicApi.update(id, { properties: propertiesOf(fields) }),
  );
  return contactFrom(updated);
}

export async function deleteContact(call: HubSpotCall, id: string): Promise<void> {
  await call((c) => c.crm.contacts.basicApi.archive(id));
}

/** Newest first, by search (which answers a total); the cursor is HubSpot's `after`, digits. */
export async function listContacts(
  call: HubSpotCall,
  options: { limit: number; query?: string; cursor?: string },
) {
  if (options.cursor !== undefined && !/^\d+$/.test(options.cursor)) {
    throw new CrmFieldError('cursor', 'is invalid');
  }
  const query = options.query?.trim();
  const page = await call((c) =>
    c.crm.contacts.searchApi.doSearch({
      ...(query ? { query } : {}),
      properties: CONTACT_PROPERTIES,
      sorts: [newestFirst()],
      limit: options.limit,
      ...(options.cursor === undefined ? {} : { after: options.cursor }),
    }),
  );
  return {
    contacts: page.results.map(contactFrom),
    total: page.total,
    nextCursor: page.paging?.next?.after ?? null,
  };
}
