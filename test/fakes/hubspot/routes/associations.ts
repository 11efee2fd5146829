import { defaultDefinition } from '../association-types';
import { badRequest } from '../errors';
import { OBJECT_TYPE_IDS } from '../object-types';
import type { Route } from '../router';
import { findOr404, typeParam } from './objects';

const LIMIT_MAX = 500;

/** Associations API v4: create the default association, list a record's associations. */
export const associationRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/crm/v4/objects/:from/:fromId/associations/default/:to/:toId',
    write: true,
    handle(request) {
      const fromType = typeParam(request, 'from');
      const toType = typeParam(request, 'to');
      const { store } = request;
      const from = findOr404(store, fromType, request.params.fromId ?? '');
      const to = findOr404(store, toType, request.params.toId ?? '');
      const definition = defaultDefinition(fromType, toType);
      if (!definition) {
        throw badRequest(`No default association type exists from ${fromType} to ${toType}.`);
      }
      const startedAt = new Date(store.now()).toISOString();
      store.associate({
        fromType,
        fromId: from.id,
        toType,
        toId: to.id,
        typeId: definition.typeId,
        inverseTypeId: definition.inverse,
      });
      const spec = (associationTypeId: number) => ({
        associationCategory: 'HUBSPOT_DEFINED',
        associationTypeId,
      });
      // HubSpot answers both directions of the new association, as a completed batch.
      return {
        status: 200,
        body: {
          status: 'COMPLETE',
          results: [
            { from: { id: from.id }, to: { id: to.id }, associationSpec: spec(definition.typeId) },
            { from: { id: to.id }, to: { id: from.id }, associationSpec: spec(definition.inverse) },
          ],
          startedAt,
          completedAt: new Date(store.now()).toISOString(),
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/crm/v4/objects/:from/:fromId/associations/:to',
    handle(request) {
      const fromType = typeParam(request, 'from');
      const toType = typeParam(request, 'to');
      const { store, query } = request;
      const from = findOr404(store, fromType, request.params.fromId ?? '');
      const limit = query.limit === undefined ? 500 : Number(query.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX) {
        throw badRequest(`limit must be between 1 and ${LIMIT_MAX}`, {
          limit: [query.limit ?? ''],
        });
      }
      const offset = Number(query.after ?? 0) || 0;
      const all = store.associated(fromType, from.id, toType);
      const page = all.slice(offset, offset + limit);
      const next = offset + limit < all.length ? String(offset + limit) : undefined;
      return {
        status: 200,
        body: {
          results: page.map((linked) => ({
            toObjectId: Number(linked.id),
            associationTypes: linked.typeIds.map((typeId) => ({
              category: 'HUBSPOT_DEFINED',
              typeId,
              label: null,
            })),
          })),
          ...(next
            ? {
                paging: {
                  next: {
                    after: next,
                    link: `${request.baseUrl}/crm/v4/objects/${OBJECT_TYPE_IDS[fromType]}/${from.id}/associations/${toType}?after=${next}&limit=${limit}`,
                  },
                },
              }
            : {}),
        },
      };
    },
  },
];
