import type { CrmContact, CrmContactInput, CrmContactsAnswer } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { crmFor } from './connection-rows';
import { viaProvider } from './provider-errors';

export async function crmContacts(
  db: Db,
  services: Services,
  userId: number,
  query: { limit: number; query?: string; cursor?: string },
): Promise<CrmContactsAnswer> {
  const { crm } = await crmFor(db, services, userId);
  return viaProvider(() => crm.listContacts(query));
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
  const { crm } = await crmFor(db, services, userId);
  return viaProvider(() => crm.createContact({ ...contactFields(input), source: 'coachsite' }));
}

export async function editCrmContact(
  db: Db,
  services: Services,
  userId: number,
  id: string,
  input: CrmContactInput,
): Promise<CrmContact> {
  const { crm } = await crmFor(db, services, userId);
  return viaProvider(() => crm.updateContact(id, contactFields(input)));
}

export async function removeCrmContact(
  db: Db,
  services: Services,
  userId: number,
  id: string,
): Promise<void> {
  const { crm } = await crmFor(db, services, userId);
  await viaProvider(() => crm.deleteContact(id));
}
