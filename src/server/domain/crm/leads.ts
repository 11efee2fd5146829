import type { CrmLead, CrmLeadStatus, CrmPipeline } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import type { Services } from '../../services';
import { crmFor, type CrmContext } from './connection-rows';
import { viaProvider } from './provider-errors';

export async function crmPipelines(
  db: Db,
  services: Services,
  userId: number,
): Promise<CrmPipeline[]> {
  const { crm } = await crmFor(db, services, userId);
  return viaProvider(() => crm.listPipelines());
}

/** Leads (the provider's deals or opportunities) by status, newest first. */
export function leadsOf(
  { crm }: CrmContext,
  status: CrmLeadStatus | 'all',
  limit: number,
): Promise<{ leads: CrmLead[]; total: number }> {
  return crm.listDeals(status, limit);
}

export async function crmLeads(
  db: Db,
  services: Services,
  userId: number,
  status: CrmLeadStatus | 'all',
): Promise<{ leads: CrmLead[]; total: number }> {
  const crm = await crmFor(db, services, userId);
  return viaProvider(() => leadsOf(crm, status, 100));
}

export async function setCrmLeadStatus(
  db: Db,
  services: Services,
  userId: number,
  id: string,
  status: CrmLeadStatus,
): Promise<CrmLead> {
  const { crm } = await crmFor(db, services, userId);
  return viaProvider(() => crm.setDealStatus(id, status));
}
