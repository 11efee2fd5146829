import type { CrmContact, CrmContactInput, CrmContactsAnswer } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import {
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from '../../integrations/ghl/contacts';
import type { Services } from '../../services';
import { crmFor } from './connection-rows';
import { viaProvider } from './provider-errors';

type Cursor = { id: string; at: number };

/** The provider's cursor (startAfterId + startAfter) as one opaque string for the browser. */
function encodeCursor(cursor: Cursor | null): string | null {
  return cursor ? Buffer.from(`${cursor.at}:${cursor.id}`).toString('base64url') : null;
}

function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const [at, ...id] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  const joined = id.join(':');
  if (!at || !/^[0-9]{1,15}$/.test(at) || !/^[A-Za-z0-9_-]{1,100}$/.test(joined)) {
    throw new AppError('bad_request', 'cursor is invalid', { cursor: 'is invalid' });
  }
  return { at: Number(at), id: joined };
}

export async function crmContacts(
  db: Db,
  services: Services,
  userId: number,
  query: { limit: number; query?: string; cursor?: string },
): Promise<CrmContactsAnswer> {
  const after = decodeCursor(query.cursor);
  const crm = await crmFor(db, services, userId);
  const page = await viaProvider(() =>
    listContacts(crm.call, crm.locationId, { limit: query.limit, query: query.query, after }),
  );
  return { contacts: page.contacts, total: page.total, nextCursor: encodeCursor(page.next) };
}

function contactFields(input: CrmContactInput) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

export async function addCrmContact(
  db: Db,
  services: Services,
  userId: number,
  input: CrmContactInput,
): Promise<CrmContact> {
  if (!input.email && !input.phone) {
    throw new AppError('bad_request', 'email or phone is required', {
      email: 'email or phone is required',
    });
  }
  const crm = await crmFor(db, services, userId);
  return viaProvider(() =>
    createContact(crm.call, crm.locationId, { ...contactFields(input), source: 'coachsite' }),
  );
}

export async function editCrmContact(
  db: Db,
  services: Services,
  userId: number,
  id: string,
  input: CrmContactInput,
): Promise<CrmContact> {
  const crm = await crmFor(db, services, userId);
  return viaProvider(() => updateContact(crm.call, id, contactFields(input)));
}

export async function removeCrmContact(
  db: Db,
  services: Services,
  userId: number,
  id: string,
): Promise<void> {
  const crm = await crmFor(db, services, userId);
  await viaProvider(() => deleteContact(crm.call, id));
}
