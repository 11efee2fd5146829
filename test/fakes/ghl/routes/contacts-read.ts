import { z } from 'zod';
import { parseOr422 } from '../errors';
import type { Route, RouteRequest } from '../router';
import type { StoredContact } from '../state';
import { contactView } from '../views';
import { findDuplicateContact, matchesQuery, newestFirst } from './contact-rules';
import { findOwned, queryNumber, requireOwnLocation } from './scope';

const listQuery = z.strictObject({
  locationId: z.string().min(1),
  limit: queryNumber.min(1).max(100).optional(),
  query: z.string().optional(),
  startAfterId: z.string().optional(),
  startAfter: queryNumber.optional(),
});

// The body the provider's search takes (its OpenAPI leaves it empty; locationId and pageLimit are required).
const searchBody = z.strictObject({
  locationId: z.string().min(1),
  pageLimit: z.number().int().min(1).max(500),
  page: z.number().int().min(1).optional(),
  query: z.string().optional(),
  searchAfter: z.tuple([z.number(), z.string()]).optional(),
  filters: z.array(z.unknown()).optional(),
  sort: z.array(z.unknown()).optional(),
});

function contactsOf(request: RouteRequest, query: string | undefined): StoredContact[] {
  return request.store.contacts
    .filter((c) => c.locationId === request.location.id && matchesQuery(c, query ?? ''))
    .sort(newestFirst);
}

/** Where the page after the cursor (`startAfter` ms, `startAfterId`) starts in newest-first order. */
function indexAfter(
  contacts: StoredContact[],
  all: readonly StoredContact[],
  startAfter: number | undefined,
  startAfterId: string | undefined,
): number {
  const after = startAfter ?? all.find((c) => c.id === startAfterId)?.dateAdded;
  if (after === undefined) return 0;
  const index = contacts.findIndex(
    (c) =>
      c.dateAdded < after ||
      (c.dateAdded === after && startAfterId !== undefined && c.id < startAfterId),
  );
  return index === -1 ? contacts.length : index;
}

// GET /contacts/search/duplicate: `number` is the phone (URL-encoded), one of email or number.
const duplicateQuery = z.strictObject({
  locationId: z.string().min(1),
  email: z.string().optional(),
  number: z.string().optional(),
});

/** Fixed paths under /contacts/ that `/contacts/:contactId/...` would otherwise take. */
export const contactSearchRoutes: Route[] = [
  {
    // The answer's shape is not in the OpenAPI file (its 200 has no schema): `{contact}` with the
    // contact found, or `{contact: null}` (crm/README.md, [T]).
    method: 'GET',
    path: '/contacts/search/duplicate',
    handle(request) {
      const query = parseOr422(duplicateQuery, request.query);
      requireOwnLocation(request, query.locationId);
      const found = findDuplicateContact(request.store, request.location, {
        email: query.email ?? null,
        phone: query.number ?? null,
      });
      return { status: 200, body: { contact: found ? contactView(found.contact) : null } };
    },
  },
];

export const contactReadRoutes: Route[] = [
  {
    // Deprecated in favour of POST /contacts/search, still answered (crm/README.md).
    method: 'GET',
    path: '/contacts',
    handle(request) {
      const query = parseOr422(listQuery, request.query);
      requireOwnLocation(request, query.locationId);
      const limit = query.limit ?? 20;
      const contacts = contactsOf(request, query.query);
      const start = indexAfter(
        contacts,
        request.store.contacts,
        query.startAfter,
        query.startAfterId,
      );
      const page = contacts.slice(start, start + limit);
      const last = page.at(-1);
      const hasMore = start + page.length < contacts.length;
      const currentPage = Math.floor(start / limit) + 1;
      const next = new URL('/contacts/', request.baseUrl);
      next.searchParams.set('locationId', query.locationId);
      if (last) {
        next.searchParams.set('startAfter', String(last.dateAdded));
        next.searchParams.set('startAfterId', last.id);
      }
      if (query.limit) next.searchParams.set('limit', String(query.limit));
      if (query.query) next.searchParams.set('query', query.query);
      return {
        status: 200,
        body: {
          contacts: page.map(contactView),
          count: contacts.length,
          meta: {
            total: contacts.length,
            ...(last ? { startAfterId: last.id, startAfter: last.dateAdded } : {}),
            ...(hasMore ? { nextPageUrl: next.toString(), nextPage: currentPage + 1 } : {}),
            currentPage,
            prevPage: currentPage > 1 ? currentPage - 1 : null,
          },
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/contacts/search',
    handle(request) {
      const body = parseOr422(searchBody, request.body);
      requireOwnLocation(request, body.locationId);
      const contacts = contactsOf(request, body.query);
      const start = body.searchAfter
        ? indexAfter(contacts, request.store.contacts, body.searchAfter[0], body.searchAfter[1])
        : ((body.page ?? 1) - 1) * body.pageLimit;
      const page = contacts.slice(start, start + body.pageLimit).map((contact) => ({
        ...contactView(contact),
        searchAfter: [contact.dateAdded, contact.id],
      }));
      return { status: 200, body: { contacts: page, total: contacts.length } };
    },
  },
  {
    method: 'GET',
    path: '/contacts/:contactId',
    handle(request) {
      const contact = findOwned(
        request,
        request.store.contacts,
        request.params.contactId ?? '',
        'Contact',
      );
      return { status: 200, body: { contact: contactView(contact) } };
    },
  },
];
