import type {
  AssociationSpecAssociationCategoryEnum,
  FilterOperatorEnum,
} from '@hubspot/api-client/lib/codegen/crm/deals';
import type { CrmLead, CrmLeadStatus } from '../../../model/crm/api';
import { CrmError, CrmFieldError, type DealInput } from '../crm/crm-port';
import { inQuery, newestFirst } from './contacts';
import { HUBSPOT } from './errors';
import { associatedWithContact, DEAL_TO_CONTACT } from './notes';
import { stageFor, stageOf, stagesWith, statusOf, type Pipeline } from './pipelines';
import type { HubSpotCall } from './transport';

const DEAL_PROPERTIES = ['dealname', 'pipeline', 'dealstage', 'amount', 'createdate'];

// String enums in the client's typings; only their types are imported (see contacts.ts).
const IN = 'IN' as FilterOperatorEnum;
const HUBSPOT_DEFINED = 'HUBSPOT_DEFINED' as AssociationSpecAssociationCategoryEnum;

type DealRecord = {
  id: string;
  properties: Record<string, string | null>;
  createdAt?: Date;
  associations?: Record<string, { results: { id: string }[] }>;
};

/**
 * A deal as a CrmLead. HubSpot deals have no writable source (`hs_analytics_source` is computed),
 * so `source` is ''; `contactId` is known only when the deal was read with its associations.
 */
export function leadFrom(record: DealRecord, pipelines: Pipeline[]): CrmLead {
  const p = record.properties;
  const pipelineId = p.pipeline ?? '';
  const stageId = p.dealstage ?? null;
  const { pipeline, stage } = stageOf(pipelines, pipelineId, stageId);
  const status = statusOf(stage);
  const amount = p.amount ? Number(p.amount) : NaN;
  const created = p.createdate ?? record.createdAt?.toISOString() ?? null;
  return {
    id: record.id,
    name: p.dealname ?? '',
    contactId: record.associations?.contacts?.results[0]?.id ?? '',
    status,
    isNew: status === 'open' && stage !== undefined && pipeline?.stages[0]?.id === stage.id,
    pipelineId,
    pipelineStageId: stageId,
    source: '',
    monetaryValue: Number.isFinite(amount) ? amount : null,
    createdAt: created ? new Date(created).toISOString() : null,
  };
}

/** The contact's newest open deal in the pipeline (read by id: the search index lags). */
export async function findOpenDeal(
  call: HubSpotCall,
  pipelines: () => Promise<Pipeline[]>,
  contactId: string,
  pipelineId: string,
): Promise<string | null> {
  const ids = await associatedWithContact(call, contactId, 'deals');
  if (ids.length === 0) return null;
  const known = await pipelines();
  for (const id of ids.reverse()) {
    const deal = await call((c) =>
      c.crm.deals.basicApi.getById(
        id,
        inQuery(['pipeline', 'dealstage']),
        undefined,
        undefined,
        false,
      ),
    );
    const { pipeline, stage } = stageOf(
      known,
      deal.properties.pipeline ?? '',
      deal.properties.dealstage ?? null,
    );
    if (pipeline?.id === pipelineId && statusOf(stage) === 'open') return deal.id;
  }
  return null;
}

/** A deal in the pipeline (its first stage unless one is named), associated to the contact. */
export async function openDeal(
  call: HubSpotCall,
  pipelines: () => Promise<Pipeline[]>,
  deal: DealInput,
): Promise<{ id: string }> {
  let stageId = deal.stageId;
  if (!stageId) {
    const pipeline = (await pipelines()).find((p) => p.id === deal.pipelineId);
    stageId = pipeline ? stageFor(pipeline, 'open')?.id : undefined;
    if (!stageId) throw new CrmFieldError('pipelineId', 'is not a deal pipeline of this account');
  }
  const created = await call((c) =>
    c.crm.deals.basicApi.create({
      properties: { dealname: deal.name, pipeline: deal.pipelineId, dealstage: stageId },
      associations: [
        {
          to: { id: deal.contactId },
          types: [{ associationCategory: HUBSPOT_DEFINED, associationTypeId: DEAL_TO_CONTACT }],
        },
      ],
    }),
  );
  return { id: created.id };
}

/** Deals by status, newest first (by search: the newest may be missing for a few seconds). */
export async function listDeals(
  call: HubSpotCall,
  pipelines: () => Promise<Pipeline[]>,
  status: CrmLeadStatus | 'all',
  limit: number,
): Promise<{ leads: CrmLead[]; total: number }> {
  const known = await pipelines();
  const stages = status === 'all' ? null : stagesWith(known, status);
  if (stages?.length === 0) return { leads: [], total: 0 };
  const page = await call((c) =>
    c.crm.deals.searchApi.doSearch({
      ...(stages
        ? {
            filterGroups: [
              { filters: [{ propertyName: 'dealstage', operator: IN, values: stages }] },
            ],
          }
        : {}),
      properties: DEAL_PROPERTIES,
      sorts: [newestFirst()],
      limit,
    }),
  );
  return { leads: page.results.map((r) => leadFrom(r, known)), total: page.total };
}

/** Moves the deal to its pipeline's first open, closed-won or closed-lost stage. */
export async function setDealStatus(
  call: HubSpotCall,
  pipelines: () => Promise<Pipeline[]>,
  id: string,
  status: CrmLeadStatus,
): Promise<CrmLead> {
  if (status === 'abandoned') {
    throw new CrmError(HUBSPOT, 400, 'Bad Request', 'HubSpot deals cannot be abandoned');
  }
  const deal = await call((c) =>
    c.crm.deals.basicApi.getById(id, inQuery(DEAL_PROPERTIES), undefined, ['contacts'], false),
  );
  const known = await pipelines();
  const { pipeline } = stageOf(known, deal.properties.pipeline ?? '', null);
  const stage = pipeline ? stageFor(pipeline, status) : undefined;
  if (!stage) {
    const which = pipeline ? `no ${status} stage` : 'an unknown pipeline';
    throw new CrmError(HUBSPOT, 400, 'Bad Request', `The deal's pipeline has ${which}`);
  }
  await call((c) => c.crm.deals.basicApi.update(id, { properties: { dealstage: stage.id } }));
  const moved = { ...deal, properties: { ...deal.properties, dealstage: stage.id } };
  return leadFrom(moved, known);
}
