import responses from './openapi-responses.json';

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  nullable?: boolean;
  enum?: unknown[];
};

export type OperationId = keyof typeof responses.operations;
export type ComponentName = keyof typeof responses.components;

function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  return schema.allOf.map(merged).reduce<Schema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: { ...all.properties, ...part.properties },
      required: [...(all.required ?? []), ...(part.required ?? [])],
    }),
    { type: schema.type },
  );
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * What in `value` disagrees with `schema`: missing required properties, and properties of the
 * wrong type, looked at `depth` objects deep (arrays are looked through, their items checked).
 */
export function shapeProblems(schema: Schema, value: unknown, depth = 2, at = '$'): string[] {
  const s = merged(schema);
  if (value === null) return s.nullable ? [] : [`${at} is null`];
  const actual = typeOf(value);
  if (s.type === 'integer') {
    return Number.isInteger(value) ? [] : [`${at} should be an integer, is ${actual}`];
  }
  if (s.type && s.type !== actual) return [`${at} should be ${s.type}, is ${actual}`];
  if (s.enum && !s.enum.includes(value))
    return [`${at} is ${JSON.stringify(value)}, not one of the enum`];
  if (Array.isArray(value) && s.items) {
    const items = s.items;
    return value.flatMap((item, i) => shapeProblems(items, item, depth, `${at}[${i}]`));
  }
  if (actual !== 'object' || depth === 0 || !s.properties) return [];
  const record = value as Record<string, unknown>;
  const missing = (s.required ?? [])
    .filter((name) => record[name] === undefined)
    .map((name) => `${at}.${name} is required`);
  const wrong = Object.entries(s.properties).flatMap(([name, property]) =>
    record[name] === undefined
      ? []
      : shapeProblems(property, record[name], depth - 1, `${at}.${name}`),
  );
  return [...missing, ...wrong];
}

/** The problems of `body` as the answer of `operationId` (its documented success response). */
export function operationProblems(operationId: OperationId, body: unknown, depth = 2): string[] {
  return shapeProblems(responses.operations[operationId].schema as Schema, body, depth);
}

export function componentProblems(name: ComponentName, body: unknown, depth = 2): string[] {
  return shapeProblems(responses.components[name] as Schema, body, depth);
}
