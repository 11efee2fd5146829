import type { CrmLead, CrmLeadStatus, CrmPipeline } from '../../../model/crm/api';
import {
  opportunitiesAnswer,
  opportunityAnswer,
  pipelinesAnswer,
  type ProviderOpportunity,
} from './shapes';
import { read } from './read';
import type { GhlCall } from './transport';

/**
 * An opportunity as the CRM tab shows it; 'new' is not a provider status (crm/README.md): an open
 * opportunity in the first stage of its pipeline is new.
 */
export function toLead(opportunity: ProviderOpportunity, pipelines: CrmPipeline[]): CrmLead {
  const pipeline = pipelines.find((p) => p.id === opportunity.pipelineId);
  const firstStage = pipeline?.stages[0]?.id ?? null;
  return {
    id: opportunity.id,
    name: opportunity.name,
    contactId: opportunity.contactId || opportunity.contact?.id || '',
    status: opportunity.status,
    isNew:
      opportunity.status === 'open' &&
      (opportunity.pipelineStageId === null || opportunity.pipelineStageId === firstStage),
    pipelineId: opportunity.pipelineId,
    pipelineStageId: opportunity.pipelineStageId,
    source: opportunity.source,
    monetaryValue: opportunity.monetaryValue,
    createdAt: opportunity.createdAt,
  };
}

export async function listPipelines(call: GhlCall, locationId: string): Promise<CrmPipeline[]> {
  const answer = read(
    pipelinesAnswer,
    await call({ method: 'GET', path: '/opportunities/pipelines', query: { locationId } }),
  );
  return answer.pipelines;
}

/** The opportunities search (snake_case location_id; there is no GET /opportunities/). */
export async function searchOpportunities(
  call: GhlCall,
  locationId: string,
  filter: {
    status?: CrmLeadStatus | 'all';
    contactId?: string;
    pipelineId?: string;
    limit?: number;
  },
) {
  const answer = read(
    opportunitiesAnswer,
    await call({
      method: 'GET',
      path: '/opportunities/search',
      query: {
        location_id: locationId,
        status: filter.status,
        contact_id: filter.contactId,
        pipeline_id: filter.pipelineId,
        limit: filter.limit ?? 20,
      },
    }),
  );
  return {
    opportunities: answer.opportunities,
    total: answer.meta?.total ?? answer.opportunities.length,
  };
}

export async function createOpportunity(
  call: GhlCall,
  locationId: string,
  opportunity: {
    pipelineId: string;
    pipelineStageId?: string;
    name: string;
    contactId: string;
    source: string;
  },
) {
  const answer = read(
    opportunityAnswer,
    await call({
      method: 'POST',
      path: '/opportunities/',
      body: { locationId, status: 'open', ...opportunity },
    }),
  );
  return answer.opportunity;
}

export async function setOpportunityStatus(call: GhlCall, id: string, status: CrmLeadStatus) {
  await call({
    method: 'PUT',
    path: `/opportunities/${encodeURIComponent(id)}/status`,
    body: { status },
  });
  const answer = read(
    opportunityAnswer,
    await call({ method: 'GET', path: `/opportunities/${encodeURIComponent(id)}` }),
  );
  return answer.opportunity;
}
