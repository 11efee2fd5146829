/**
 * Writes openapi-responses.json: the provider's response schemas for the operations the fake
 * implements, taken from the provider's published OpenAPI files (../shared/crm/openapi, or the
 * folder given as the first argument), references resolved, examples and descriptions left out.
 * The shape tests read that file so that they run where the OpenAPI files are not checked out.
 *
 *   npx tsx test/fakes/ghl/extract-openapi.ts [openapi folder]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

type Schema = { [key: string]: unknown };

const OPERATIONS = [
  ['locations.json', 'get', '/locations/{locationId}', '200'],
  ['contacts.json', 'get', '/contacts/', '200'],
  ['contacts.json', 'post', '/contacts/', '201'],
  ['contacts.json', 'post', '/contacts/upsert', '200'],
  ['contacts.json', 'get', '/contacts/{contactId}', '200'],
  ['contacts.json', 'put', '/contacts/{contactId}', '200'],
  ['contacts.json', 'delete', '/contacts/{contactId}', '200'],
  ['contacts.json', 'post', '/contacts/{contactId}/notes', '201'],
  ['contacts.json', 'get', '/contacts/{contactId}/notes', '200'],
  ['calendars.json', 'get', '/calendars/', '200'],
  ['calendars.json', 'get', '/calendars/events', '200'],
  ['calendars.json', 'post', '/calendars/events/appointments', '200'],
  ['opportunities.json', 'get', '/opportunities/pipelines', '200'],
  ['opportunities.json', 'get', '/opportunities/search', '200'],
  ['opportunities.json', 'post', '/opportunities/', '201'],
  ['opportunities.json', 'get', '/opportunities/{id}', '200'],
  ['opportunities.json', 'put', '/opportunities/{id}', '200'],
  ['opportunities.json', 'put', '/opportunities/{id}/status', '200'],
  ['opportunities.json', 'delete', '/opportunities/{id}', '200'],
] as const;

// Schemas the answers use but no operation's response names: the contacts list's `meta` (real
// clients read it; the list's declared response only has `count`) and the shared error bodies.
const COMPONENTS = [
  ['contacts.json', 'ContactsMetaSchema'],
  ['common-schemas.json', 'BadRequestDTO'],
  ['common-schemas.json', 'UnauthorizedDTO'],
  ['common-schemas.json', 'UnprocessableDTO'],
] as const;

const folder = resolve(
  process.argv[2] ?? join(import.meta.dirname, '../../../../shared/crm/openapi'),
);
const documents = new Map<string, Schema>();
const load = (file: string): Schema => {
  let document = documents.get(file);
  if (!document) {
    document = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Schema;
    documents.set(file, document);
  }
  return document;
};

function follow(document: Schema, pointer: string): Schema {
  return pointer
    .replace(/^#?\//, '')
    .split('/')
    .reduce<Schema>((node, key) => node[key] as Schema, document);
}

/** The schema with every $ref replaced by what it points to, up to `depth` references deep. */
function resolveSchema(schema: unknown, file: string, depth: number): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolveSchema(item, file, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    if (depth === 0) return {};
    const [target = '', pointer = ''] = node.$ref.includes('#')
      ? node.$ref.split('#')
      : ['', node.$ref];
    const targetFile = target ? basename(target) : file;
    return resolveSchema(follow(load(targetFile), pointer), targetFile, depth - 1);
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'description' || key === 'examples') continue;
    out[key] = resolveSchema(value, file, depth);
  }
  // The calendar event's times are declared `type: object` with an ISO string as the example; the
  // example is what goes over the wire, so the check expects a string there.
  if (node.type === 'object' && !node.properties && typeof node.example === 'string') {
    out.type = 'string';
  }
  // `items: {type: 'array'}` with nothing inside is how the provider's generator writes an array of
  // unspecified things (pipeline stages, which are objects `{id, name}` per crm/README.md).
  const items = node.items as Schema | undefined;
  if (node.type === 'array' && items?.type === 'array' && !items.items && !items.$ref) {
    out.items = {};
  }
  return out;
}

const operations: Record<
  string,
  { method: string; path: string; status: string; schema: unknown }
> = {};
for (const [file, method, path, status] of OPERATIONS) {
  const op = ((load(file).paths as Schema)[path] as Schema)[method] as Schema;
  const response = (op.responses as Schema)[status] as Schema;
  const schema = ((response.content as Schema)['application/json'] as Schema).schema;
  operations[String(op.operationId)] = {
    method,
    path,
    status,
    schema: resolveSchema(schema, file, 3),
  };
}
const components: Record<string, unknown> = {};
for (const [file, name] of COMPONENTS) {
  components[name] = resolveSchema(follow(load(file), `/components/schemas/${name}`), file, 3);
}

const output = join(import.meta.dirname, 'openapi-responses.json');
writeFileSync(
  output,
  `${JSON.stringify({ source: 'GoHighLevel API v2 OpenAPI files', operations, components }, null, 2)}\n`,
);
console.log(`wrote ${output}`);
