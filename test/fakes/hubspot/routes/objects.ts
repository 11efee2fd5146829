import { z } from 'zod';
import { definitionFrom } from '../association-types';
import { badRequest, contactExists, HubSpotError, objectNotFound } from '../errors';
import { objectTypeOf, type ObjectType } from '../object-types';
import { applyProperties, validateProperties } from '../properties';
import type { Route, RouteRequest } from '../router';
import { parseSearch, runSearch } from '../search';
import type { StoredAssociation, StoredObject, Store } from '../state';
import { objectView, requestedProperties } from '../views';

const LIST_MAX = 100;

const associationInput = z.object({
  to: z.object({ id: z.union([z.string().min(1), z.number()]) }),
  types: z
    .array(
      z.object({
        associationCategory: z.enum(['HUBSPOT_DEFINED', 'USER_DEFINED', 'INTEGRATOR_DEFINED']),
        associationTypeId: z.number().int(),
      }),
    )
    .min(1),
});

/** SimplePublicObjectInputForCreate: `properties`, and `associations` to existing records. */
const createBody = z.object({
  properties: z.unknown(),
  associations: z.array(associationInput).optional(),
});

const updateBody = z.object({ properties: z.unknown() });

export function typeParam(request: RouteRequest, name = 'type'): ObjectType {
  const raw = request.params[name] ?? '';
  const type = objectTypeOf(raw);
  if (!type) throw badRequest(`Unable to infer object type from: ${raw}`);
  return type;
}

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') ?? '';
  throw badRequest(`Invalid input JSON: ${where ? `${where}: ` : ''}${issue?.message ?? ''}`);
}

export function findOr404(store: Store, type: ObjectType, id: string): StoredObject {
  const record = store.find(type, id);
  if (!record) throw objectNotFound(id);
  return record;
}

/** The contact that already has this email address, compared without case as HubSpot does. */
function contactWithEmail(store: Store, email: string | undefined, except?: string) {
  if (!email) return undefined;
  const wanted = email.toLowerCase();
  return store
    .ofType('contacts')
    .find((c) => c.id !== except && c.properties.email?.toLowerCase() === wanted);
}

/** Checks a create's associations against HubSpot's types and the records that exist. */
function associationsFor(
  store: Store,
  type: ObjectType,
  inputs: z.infer<typeof associationInput>[],
): Omit<StoredAssociation, 'fromId'>[] {
  const planned: Omit<StoredAssociation, 'fromId'>[] = [];
  for (const input of inputs) {
    const toId = String(input.to.id);
    for (const spec of input.types) {
      const definition =
        spec.associationCategory === 'HUBSPOT_DEFINED'
          ? definitionFrom(type, spec.associationTypeId)
          : undefined;
      if (!definition) {
        throw new HubSpotError(400, {
          message: `${spec.associationCategory} ${spec.associationTypeId} is not a valid association type from ${type}.`,
          category: 'VALIDATION_ERROR',
          subCategory: 'crm.associations.INVALID_ASSOCIATION_TYPE',
        });
      }
      if (!store.find(definition.to, toId)) {
        throw new HubSpotError(400, {
          message: `One or more associations are invalid: no ${definition.to} with ID ${toId} exists.`,
          category: 'VALIDATION_ERROR',
          context: { [definition.to]: [toId] },
        });
      }
      planned.push({
        fromType: type,
        toType: definition.to,
        toId,
        typeId: definition.typeId,
        inverseTypeId: definition.inverse,
      });
    }
  }
  return planned;
}

function associationTypes(query: Record<string, string>): ObjectType[] | undefined {
  if (!query.associations) return undefined;
  return query.associations
    .split(',')
    .map((name) => objectTypeOf(name.trim()))
    .filter((t): t is ObjectType => t !== undefined);
}

/** Create, read, list, update and search, the same for contacts, deals and notes. */
export const objectRoutes: Route[] = [
  {
    method: 'POST',
    path: '/crm/v3/objects/:type/search',
    handle(request) {
      const type = typeParam(request);
      const search = parseSearch(type, request.body);
      const indexedBefore = request.store.now() - request.searchLagMs;
      const indexed = request.store
        .ofType(type)
        .filter((r) => request.searchLagMs === 0 || r.updatedAt <= indexedBefore);
      const found = runSearch(indexed, type, search);
      const offset = Number(search.after ?? 0) || 0;
      const limit = search.limit ?? 10;
      const page = found.slice(offset, offset + limit);
      const next = offset + limit < found.length ? String(offset + limit) : undefined;
      return {
        status: 200,
        body: {
          total: found.length,
          results: page.map((r) => objectView(r, search.properties ?? [])),
          ...(next ? { paging: { next: { after: next } } } : {}),
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/crm/v3/objects/:type',
    write: true,
    handle(request) {
      const type = typeParam(request);
      const { store } = request;
      const body = parseBody(createBody, request.body);
      const values = validateProperties(store, type, body.properties);
      if (type === 'contacts') {
        const existing = contactWithEmail(store, values.email);
        if (existing) throw contactExists(existing.id);
      }
      const planned = associationsFor(store, type, body.associations ?? []);
      const now = store.now();
      const record: StoredObject = {
        id: store.newId(type),
        type,
        properties: {},
        createdAt: now,
        updatedAt: now,
      };
      applyProperties(record, values, now);
      store.objects.push(record);
      for (const association of planned) store.associate({ ...association, fromId: record.id });
      return { status: 201, body: objectView(record) };
    },
  },
  {
    method: 'GET',
    path: '/crm/v3/objects/:type',
    handle(request) {
      const type = typeParam(request);
      const { query, store } = request;
      const limit = query.limit === undefined ? 10 : Number(query.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > LIST_MAX) {
        throw badRequest(`limit must be between 1 and ${LIST_MAX}`, { limit: [query.limit ?? ''] });
      }
      const after = Number(query.after ?? 0) || 0;
      const all = store
        .ofType(type)
        .filter((r) => Number(r.id) >= after)
        .sort((a, b) => Number(a.id) - Number(b.id));
      const page = all.slice(0, limit);
      const last = page.at(-1);
      const properties = requestedProperties(query.properties);
      const associations = associationTypes(query);
      let paging: { next: { after: string; link: string } } | undefined;
      if (last && all.length > limit) {
        const nextAfter = String(Number(last.id) + 1);
        const link = new URL(`/crm/v3/objects/${type}`, request.baseUrl);
        for (const [name, value] of Object.entries(query)) {
          if (name !== 'after') link.searchParams.set(name, value);
        }
        link.searchParams.set('after', nextAfter);
        paging = { next: { after: nextAfter, link: link.toString() } };
      }
      return {
        status: 200,
        body: {
          results: page.map((r) =>
            objectView(r, properties, associations ? { store, types: associations } : undefined),
          ),
          ...(paging ? { paging } : {}),
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/crm/v3/objects/:type/:id',
    handle(request) {
      const type = typeParam(request);
      const { query, store } = request;
      const id = request.params.id ?? '';
      let record: StoredObject | undefined;
      if (query.idProperty && query.idProperty !== 'hs_object_id') {
        if (type !== 'contacts' || query.idProperty !== 'email') {
          throw badRequest(`${query.idProperty} is not a unique identifier property for ${type}`);
        }
        record = contactWithEmail(store, id);
        if (!record) throw objectNotFound(id);
      } else {
        record = findOr404(store, type, id);
      }
      const associations = associationTypes(query);
      return {
        status: 200,
        body: objectView(
          record,
          requestedProperties(query.properties),
          associations ? { store, types: associations } : undefined,
        ),
      };
    },
  },
  {
    // Archive: HubSpot answers 204 and the record (with its associations) is gone from reads.
    method: 'DELETE',
    path: '/crm/v3/objects/:type/:id',
    write: true,
    handle(request) {
      const type = typeParam(request);
      const { store } = request;
      const record = findOr404(store, type, request.params.id ?? '');
      store.objects = store.objects.filter((o) => o !== record);
      store.associations = store.associations.filter(
        (a) =>
          !(a.fromType === type && a.fromId === record.id) &&
          !(a.toType === type && a.toId === record.id),
      );
      return { status: 204, body: undefined };
    },
  },
  {
    // Coachsite must never change a contact in the coach's CRM: it exists so that tests can see
    // (in `requests`) that it was not called, and what would have happened if it were.
    method: 'PATCH',
    path: '/crm/v3/objects/:type/:id',
    write: true,
    handle(request) {
      const type = typeParam(request);
      const { store } = request;
      const record = findOr404(store, type, request.params.id ?? '');
      const body = parseBody(updateBody, request.body);
      const values = validateProperties(store, type, body.properties, record);
      if (type === 'contacts') {
        const clash = contactWithEmail(store, values.email, record.id);
        if (clash) throw contactExists(clash.id);
      }
      applyProperties(record, values, store.now());
      return { status: 200, body: objectView(record) };
    },
  },
];
