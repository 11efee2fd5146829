import { HubSpotError } from '../errors';
import type { Route } from '../router';
import type { StoredAccount, StoredPipeline } from '../state';

function pipelineView(pipeline: StoredPipeline) {
  const createdAt = new Date(pipeline.createdAt).toISOString();
  const updatedAt = new Date(pipeline.updatedAt).toISOString();
  return {
    id: pipeline.id,
    label: pipeline.label,
    displayOrder: pipeline.displayOrder,
    archived: false,
    createdAt,
    updatedAt,
    stages: pipeline.stages.map((stage) => ({
      id: stage.id,
      label: stage.label,
      displayOrder: stage.displayOrder,
      metadata: stage.metadata,
      writePermissions: 'CRM_PERMISSIONS_ENFORCEMENT',
      archived: false,
      createdAt,
      updatedAt,
    })),
  };
}

function pipelineNotFound(id: string) {
  return new HubSpotError(404, {
    message: `Unable to find pipeline ${id}`,
    category: 'OBJECT_NOT_FOUND',
  });
}

/** Deal pipelines and the account's details (what the connection check reads). */
export const settingsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/crm/v3/pipelines/deals',
    handle: ({ store }) => ({
      status: 200,
      body: {
        results: [...store.pipelines]
          .sort((a, b) => a.displayOrder - b.displayOrder)
          .map(pipelineView),
      },
    }),
  },
  {
    method: 'GET',
    path: '/crm/v3/pipelines/deals/:pipelineId',
    handle({ store, params }) {
      const pipeline = store.pipelines.find((p) => p.id === params.pipelineId);
      if (!pipeline) throw pipelineNotFound(params.pipelineId ?? '');
      return { status: 200, body: pipelineView(pipeline) };
    },
  },
  {
    method: 'GET',
    path: '/crm/v3/pipelines/deals/:pipelineId/stages',
    handle({ store, params }) {
      const pipeline = store.pipelines.find((p) => p.id === params.pipelineId);
      if (!pipeline) throw pipelineNotFound(params.pipelineId ?? '');
      return { status: 200, body: { results: pipelineView(pipeline).stages } };
    },
  },
  {
    method: 'GET',
    path: '/account-info/v3/details',
    handle({ store }) {
      // The token is the fake's own business, not part of HubSpot's answer.
      const details: Partial<StoredAccount> = { ...store.account };
      delete details.token;
      return { status: 200, body: details };
    },
  },
];
