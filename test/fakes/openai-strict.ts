/**
 * What OpenAI's structured outputs refuse in a schema sent with `strict: true` (its 'Supported
 * schemas' guide): every object must list all its properties as required and forbid others, and
 * some keywords are not supported at all (string lengths among them). The fake answers such a
 * request with OpenAI's 400, so a provider that sends one is caught before a coach meets it.
 */

const NOT_PERMITTED = new Set([
  'minLength',
  'maxLength',
  'patternProperties',
  'unevaluatedProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'unevaluatedItems',
  'contains',
  'minContains',
  'maxContains',
  'uniqueItems',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
]);

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function problemIn(node: Node, context: string[]): string | null {
  const where = `In context=(${context.map((c) => `'${c}'`).join(', ')})`;
  for (const key of Object.keys(node)) {
    if (NOT_PERMITTED.has(key)) return `${where}, '${key}' is not permitted.`;
  }
  if (node.type === 'object') {
    const properties = isNode(node.properties) ? node.properties : {};
    if (node.additionalProperties !== false) {
      return `${where}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const required = Array.isArray(node.required) ? node.required : [];
    const missing = Object.keys(properties).find((key) => !required.includes(key));
    if (missing !== undefined) {
      return `${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    }
    for (const [key, child] of Object.entries(properties)) {
      const found = isNode(child) ? problemIn(child, [...context, 'properties', key]) : null;
      if (found) return found;
    }
  }
  if (isNode(node.items)) {
    const found = problemIn(node.items, [...context, 'items']);
    if (found) return found;
  }
  for (const key of ['anyOf', '$defs', 'definitions'] as const) {
    const children = node[key];
    const list = Array.isArray(children)
      ? children
      : isNode(children)
        ? Object.values(children)
        : [];
    for (const [i, child] of list.entries()) {
      const found = isNode(child) ? problemIn(child, [...context, key, String(i)]) : null;
      if (found) return found;
    }
  }
  return null;
}

/** OpenAI's message for a strict schema it cannot use, or null when it can. */
export function strictSchemaProblem(name: string, schema: unknown): string | null {
  if (!isNode(schema)) return `Invalid schema for response_format '${name}': not an object.`;
  const problem = problemIn(schema, []);
  return problem ? `Invalid schema for response_format '${name}': ${problem}` : null;
}
