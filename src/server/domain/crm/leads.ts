import type { CrmLead, CrmLeadStatus, CrmPipeline } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import {
  listPipelines,
  searchOpportunities,
  setOpportunityStatus,
  toLead,
} from '../../integrations/ghl/opportunities';
import type { Services } from '../../services';
import { crmFor, type CrmContext } from './connection-rows';
import { viaProvider } from './provider-errors';

export async function crmPipelines(
  db: Db,
  services: Services,
  userId: number,
): Promise<CrmPipeline[]> {
  const crm = await crmFor(db, services, userId);
  return viaProvider(() => listPipelines(crm.call, crm.locationId));
}

/** Leads (the provider's opportunities) by status, newest first. */
export async function leadsOf(
  crm: CrmContext,
  status: CrmLeadStatus | 'all',
  limit: number,
): Promise<{ leads: CrmLead[]; total: number }> {
  const [found, pipelines] = await Promise.all([
    searchOpportunities(crm.call, crm.locationId, { status, limit }),
    listPipelines(crm.call, crm.locationId),
  ]);
  return {
    leads: found.opportunities.map((o) => toLead(o, pipelines)),
    total: found.total,
  };
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
  const crm = await crmFor(db, services, userId);
  return viaProvider(async () => {
    const [opportunity, pipelines] = await Promise.all([
      setOpportunityStatus(crm.call, id, status),
      listPipelines(crm.call, crm.locationId),
    ]);
    return toLead(opportunity, pipelines);
  });
}
