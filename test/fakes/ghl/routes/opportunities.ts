import { z } from 'zod';
import { badRequest, parseOr422 } from '../errors';
import type { Route, RouteRequest } from '../router';
import type { StoredOpportunity } from '../state';
import { opportunityView, pipelineView } from '../views';
import {
  customFieldsInput,
  findOwned,
  queryNumber,
  requireOwnLocation,
  toCustomFieldValues,
} from './scope';

// 'all' is in the OpenAPI's enum for writes too; only a search can mean it, so writes refuse it.
const storedStatus = z.enum(['open', 'won', 'lost', 'abandoned']);
const searchStatus = z.enum(['open', 'won', 'lost', 'abandoned', 'all']);

const pipelinesQuery = z.strictObject({ locationId: z.string().min(1) });

// Snake case, as the provider spells this operation's parameters: a `locationId` here is refused.
const searchQuery = z.strictObject({
  location_id: z.string().min(1),
  q: z.string().optional(),
  pipeline_id: z.string().optional(),
  pipeline_stage_id: z.string().optional(),
  contact_id: z.string().optional(),
  status: searchStatus.optional(),
  assigned_to: z.string().optional(),
  id: z.string().optional(),
  order: z.enum(['added_asc', 'added_desc']).optional(),
  startAfter: queryNumber.optional(),
  startAfterId: z.string().optional(),
  page: queryNumber.min(1).optional(),
  limit: queryNumber.min(1).max(100).optional(),
  getTasks: z.enum(['true', 'false']).optional(),
  getNotes: z.enum(['true', 'false']).optional(),
  getCalendarEvents: z.enum(['true', 'false']).optional(),
});

const createBody = z.strictObject({
  pipelineId: z.string().min(1),
  locationId: z.string().min(1),
  name: z.string().min(1),
  pipelineStageId: z.string().optional(),
  status: storedStatus,
  contactId: z.string().min(1),
  monetaryValue: z.number().optional(),
  assignedTo: z.string().optional(),
  source: z.string().optional(),
  customFields: customFieldsInput.optional(),
});

const updateBody = z.strictObject({
  pipelineId: z.string().optional(),
  name: z.string().min(1).optional(),
  pipelineStageId: z.string().optional(),
  status: storedStatus.optional(),
  monetaryValue: z.number().optional(),
  assignedTo: z.string().optional(),
  customFields: customFieldsInput.optional(),
});

const statusBody = z.strictObject({ status: storedStatus, lostReasonId: z.string().optional() });

/** The opportunity the path names, if it is the token's location's. */
function opportunityAt(request: RouteRequest): StoredOpportunity {
  return findOwned(request, request.store.opportunities, request.params.id ?? '', 'Opportunity');
}

function stageOf(request: RouteRequest, pipelineId: string, stageId: string | undefined) {
  const pipeline = findOwned(request, request.store.pipelines, pipelineId, 'Pipeline');
  const stage = stageId ? pipeline.stages.find((s) => s.id === stageId) : pipeline.stages[0];
  if (!stage) throw badRequest('Pipeline stage not found');
  return { pipeline, stage };
}

function setStatus(
  opportunity: StoredOpportunity,
  status: StoredOpportunity['status'],
  now: number,
) {
  if (opportunity.status !== status) opportunity.lastStatusChangeAt = now;
  opportunity.status = status;
}

export const opportunityRoutes: Route[] = [
  {
    method: 'GET',
    path: '/opportunities/pipelines',
    handle(request) {
      const query = parseOr422(pipelinesQuery, request.query);
      requireOwnLocation(request, query.locationId);
      const pipelines = request.store.pipelines.filter((p) => p.locationId === query.locationId);
      return { status: 200, body: { pipelines: pipelines.map(pipelineView) } };
    },
  },
  {
    method: 'GET',
    path: '/opportunities/search',
    handle(request) {
      const query = parseOr422(searchQuery, request.query);
      requireOwnLocation(request, query.location_id);
      const { store } = request;
      const needle = query.q?.toLowerCase();
      const found = store.opportunities
        .filter(
          (o) =>
            o.locationId === query.location_id &&
            (!query.status || query.status === 'all' || o.status === query.status) &&
            (!query.pipeline_id || o.pipelineId === query.pipeline_id) &&
            (!query.pipeline_stage_id || o.pipelineStageId === query.pipeline_stage_id) &&
            (!query.contact_id || o.contactId === query.contact_id) &&
            (!query.assigned_to || o.assignedTo === query.assigned_to) &&
            (!query.id || o.id === query.id) &&
            (!needle || o.name.toLowerCase().includes(needle)),
        )
        .sort(
          (a, b) =>
            (b.createdAt - a.createdAt || (b.id < a.id ? -1 : 1)) *
            (query.order === 'added_asc' ? -1 : 1),
        );
      const limit = query.limit ?? 20;
      const cursorIndex = query.startAfterId
        ? found.findIndex((o) => o.id === query.startAfterId)
        : -1;
      const start = cursorIndex >= 0 ? cursorIndex + 1 : ((query.page ?? 1) - 1) * limit;
      const page = found.slice(start, start + limit);
      const last = page.at(-1);
      const hasMore = start + page.length < found.length;
      const currentPage = Math.floor(start / limit) + 1;
      const next = new URL('/opportunities/search', request.baseUrl);
      next.searchParams.set('location_id', query.location_id);
      if (query.status) next.searchParams.set('status', query.status);
      next.searchParams.set('limit', String(limit));
      if (last) {
        next.searchParams.set('startAfter', String(last.createdAt));
        next.searchParams.set('startAfterId', last.id);
      }
      return {
        status: 200,
        body: {
          opportunities: page.map((o) => opportunityView(o, store)),
          meta: {
            total: found.length,
            ...(last ? { startAfterId: last.id, startAfter: last.createdAt } : {}),
            ...(hasMore ? { nextPageUrl: next.toString(), nextPage: currentPage + 1 } : {}),
            currentPage,
            // Declared a number here (not nullable, unlike the contacts list's): left out on page 1.
            ...(currentPage > 1 ? { prevPage: currentPage - 1 } : {}),
          },
          aggregations: {},
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/opportunities',
    write: true,
    handle(request) {
      const body = parseOr422(createBody, request.body);
      requireOwnLocation(request, body.locationId);
      const { store, location } = request;
      const { pipeline, stage } = stageOf(request, body.pipelineId, body.pipelineStageId);
      const contact = findOwned(request, store.contacts, body.contactId, 'Contact');
      const twin = store.opportunities.some(
        (o) => o.contactId === contact.id && o.pipelineId === pipeline.id,
      );
      if (twin && !location.settings.allowDuplicateOpportunity) {
        throw badRequest('Can not create duplicate opportunity for the contact.');
      }
      const now = store.now();
      const opportunity: StoredOpportunity = {
        id: store.newId('opportunity'),
        locationId: location.id,
        name: body.name,
        pipelineId: pipeline.id,
        pipelineStageId: stage.id,
        contactId: contact.id,
        status: body.status,
        monetaryValue: body.monetaryValue ?? 0,
        ...(body.source ? { source: body.source } : {}),
        ...(body.assignedTo ? { assignedTo: body.assignedTo } : {}),
        customFields: toCustomFieldValues(body.customFields ?? [], location.id),
        createdAt: now,
        updatedAt: now,
        lastStatusChangeAt: now,
        lastStageChangeAt: now,
      };
      store.opportunities.push(opportunity);
      return { status: 201, body: { opportunity: opportunityView(opportunity, store) } };
    },
  },
  {
    method: 'GET',
    path: '/opportunities/:id',
    handle(request) {
      const { store } = request;
      const opportunity = opportunityAt(request);
      return { status: 200, body: { opportunity: opportunityView(opportunity, store) } };
    },
  },
  {
    method: 'PUT',
    path: '/opportunities/:id/status',
    write: true,
    handle(request) {
      const { store } = request;
      const opportunity = opportunityAt(request);
      const body = parseOr422(statusBody, request.body);
      const now = store.now();
      setStatus(opportunity, body.status, now);
      if (body.lostReasonId) opportunity.lostReasonId = body.lostReasonId;
      opportunity.updatedAt = now;
      return { status: 200, body: { succeded: true } };
    },
  },
  {
    method: 'PUT',
    path: '/opportunities/:id',
    write: true,
    handle(request) {
      const { store } = request;
      const opportunity = opportunityAt(request);
      const body = parseOr422(updateBody, request.body);
      const now = store.now();
      if (body.pipelineId || body.pipelineStageId) {
        const { pipeline, stage } = stageOf(
          request,
          body.pipelineId ?? opportunity.pipelineId,
          body.pipelineStageId,
        );
        if (stage.id !== opportunity.pipelineStageId) opportunity.lastStageChangeAt = now;
        Object.assign(opportunity, { pipelineId: pipeline.id, pipelineStageId: stage.id });
      }
      if (body.status) setStatus(opportunity, body.status, now);
      if (body.name) opportunity.name = body.name;
      if (body.monetaryValue !== undefined) opportunity.monetaryValue = body.monetaryValue;
      if (body.assignedTo) opportunity.assignedTo = body.assignedTo;
      if (body.customFields) {
        opportunity.customFields = toCustomFieldValues(body.customFields, opportunity.locationId);
      }
      opportunity.updatedAt = now;
      return { status: 200, body: { opportunity: opportunityView(opportunity, store) } };
    },
  },
  {
    method: 'DELETE',
    path: '/opportunities/:id',
    write: true,
    handle(request) {
      const { store } = request;
      const opportunity = opportunityAt(request);
      store.opportunities = store.opportunities.filter((o) => o.id !== opportunity.id);
      return { status: 200, body: { succeded: true } };
    },
  },
];
