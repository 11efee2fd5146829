import { z } from 'zod';
import { badRequest } from './errors';
import type { ObjectType } from './object-types';
import { knownProperty, SEARCHABLE } from './properties';
import type { StoredObject } from './state';

const OPERATORS = [
  'EQ',
  'NEQ',
  'LT',
  'LTE',
  'GT',
  'GTE',
  'BETWEEN',
  'IN',
  'NOT_IN',
  'HAS_PROPERTY',
  'NOT_HAS_PROPERTY',
  'CONTAINS_TOKEN',
  'NOT_CONTAINS_TOKEN',
] as const;

const filter = z.object({
  propertyName: z.string().min(1),
  operator: z.enum(OPERATORS),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
  highValue: z.union([z.string(), z.number()]).optional(),
  values: z.array(z.union([z.string(), z.number()])).optional(),
});

const sort = z.union([
  z.string(),
  z.object({ propertyName: z.string(), direction: z.enum(['ASCENDING', 'DESCENDING']) }),
]);

/** The body of POST /crm/v3/objects/{type}/search (the client's PublicObjectSearchRequest). */
export const searchRequest = z.object({
  query: z.string().optional(),
  limit: z.number().int().min(0).max(200).optional(),
  after: z.union([z.string(), z.number()]).optional(),
  sorts: z.array(sort).max(1).optional(),
  properties: z.array(z.string()).optional(),
  filterGroups: z
    .array(z.object({ filters: z.array(filter).max(6) }))
    .max(5)
    .optional(),
});

export type SearchRequest = z.infer<typeof searchRequest>;
type Filter = z.infer<typeof filter>;

export function parseSearch(type: ObjectType, body: unknown): SearchRequest {
  const parsed = searchRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') ?? '';
    throw badRequest(`Invalid input JSON: ${where ? `${where}: ` : ''}${issue?.message ?? ''}`);
  }
  const groups = parsed.data.filterGroups ?? [];
  const count = groups.reduce((n, g) => n + g.filters.length, 0);
  if (count > 18) throw badRequest('There can be at most 18 filters in all filter groups.');
  for (const f of groups.flatMap((g) => g.filters)) {
    if (!knownProperty(type, f.propertyName)) {
      throw badRequest(`There was a problem with the request.`, {
        propertyName: [f.propertyName],
      });
    }
  }
  return parsed.data;
}

const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const asNumber = (value: string | undefined) =>
  value === undefined || value === ''
    ? NaN
    : /^\d+$/.test(value)
      ? Number(value)
      : Date.parse(value);

function compare(stored: string | undefined, value: string | number | boolean | undefined): number {
  const a = asNumber(stored);
  const b =
    typeof value === 'number' ? value : asNumber(value === undefined ? undefined : String(value));
  if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  return (stored ?? '').localeCompare(String(value ?? ''));
}

/** One filter on one record; string comparisons ignore case, as HubSpot's do. */
function matches(record: StoredObject, f: Filter): boolean {
  const stored = record.properties[f.propertyName];
  const has = stored !== undefined && stored !== '';
  const value = f.value === undefined ? undefined : String(f.value).toLowerCase();
  const lower = stored?.toLowerCase();
  const inValues = () => (f.values ?? []).some((v) => String(v).toLowerCase() === lower);
  switch (f.operator) {
    case 'EQ':
      return has && lower === value;
    case 'NEQ':
      return lower !== value;
    case 'LT':
      return has && compare(stored, f.value) < 0;
    case 'LTE':
      return has && compare(stored, f.value) <= 0;
    case 'GT':
      return has && compare(stored, f.value) > 0;
    case 'GTE':
      return has && compare(stored, f.value) >= 0;
    case 'BETWEEN':
      return has && compare(stored, f.value) >= 0 && compare(stored, f.highValue) <= 0;
    case 'IN':
      return has && inValues();
    case 'NOT_IN':
      return !has || !inValues();
    case 'HAS_PROPERTY':
      return has;
    case 'NOT_HAS_PROPERTY':
      return !has;
    case 'CONTAINS_TOKEN':
      return has && matchesToken(stored, value ?? '');
    case 'NOT_CONTAINS_TOKEN':
      return !has || !matchesToken(stored, value ?? '');
  }
}

/** CONTAINS_TOKEN: a whole word of the value, `*` standing for any characters. */
function matchesToken(stored: string, token: string): boolean {
  const pattern = new RegExp(
    `^${token
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return [stored.toLowerCase(), ...tokens(stored)].some((word) => pattern.test(word));
}

/**
 * The `query` text: each of its words starts a word of one of the object's searchable
 * properties (an email address or phone number also matches whole).
 */
function matchesQuery(record: StoredObject, type: ObjectType, query: string): boolean {
  const values = SEARCHABLE[type].map((p) => record.properties[p] ?? '').filter(Boolean);
  const whole = query.trim().toLowerCase();
  if (values.some((v) => v.toLowerCase() === whole)) return true;
  const words = values.flatMap(tokens);
  return tokens(query).every((q) => words.some((w) => w.startsWith(q)));
}

/** The records a search finds, in its sort order (by id when it names none). */
export function runSearch(
  records: StoredObject[],
  type: ObjectType,
  request: SearchRequest,
): StoredObject[] {
  const groups = request.filterGroups ?? [];
  let found = records.filter(
    (r) =>
      (groups.length === 0 || groups.some((g) => g.filters.every((f) => matches(r, f)))) &&
      (!request.query || matchesQuery(r, type, request.query)),
  );
  found = [...found].sort((a, b) => Number(a.id) - Number(b.id));
  const first = request.sorts?.[0];
  if (first) {
    const name = typeof first === 'string' ? first.replace(/^-/, '') : first.propertyName;
    const descending =
      typeof first === 'string' ? first.startsWith('-') : first.direction === 'DESCENDING';
    found.sort((a, b) => compare(a.properties[name], b.properties[name]) * (descending ? -1 : 1));
  }
  return found;
}
