import { jsonSchema, zodSchema, type JSONSchema7, type Schema } from 'ai';
import type { z } from 'zod';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string's length limits as words the model reads, since strict mode takes no length keywords. */
function lengthInWords(min: unknown, max: unknown): string | null {
  const atLeastOne = typeof min === 'number' && min > 0;
  if (typeof max === 'number')
    return `${atLeastOne ? 'Not empty, at' : 'At'} most ${max} characters.`;
  return atLeastOne ? 'Not empty.' : null;
}

/** The schema with string lengths moved into descriptions, everywhere in it. */
function withoutLengths(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLengths);
  if (!isNode(value)) return value;
  const { minLength, maxLength, ...rest } = value;
  const node: Node = Object.fromEntries(
    Object.entries(rest).map(([key, child]) => [key, withoutLengths(child)]),
  );
  const words = lengthInWords(minLength, maxLength);
  if (words) {
    node.description =
      typeof node.description === 'string' ? `${node.description} ${words}` : words;
  }
  return node;
}

/**
 * The output schema as sent to the model, and the check of its answer. OpenAI's strict structured
 * outputs refuse a schema with string lengths (minLength, maxLength: 'not permitted'), and other
 * OpenAI-compatible servers follow its subset, so the model is told the lengths in each field's
 * description; the answer is still checked against the whole zod schema, lengths included.
 */
export function schemaForModel<T extends z.ZodType>(schema: T): Schema<z.infer<T>> {
  const full = zodSchema(schema as z.ZodType<z.infer<T>>);
  const { validate } = full;
  if (!validate) throw new Error('a zod schema always checks its values');
  return jsonSchema<z.infer<T>>(withoutLengths(full.jsonSchema) as JSONSchema7, { validate });
}
