import type { z } from 'zod';
import type { ReadOnlyKeys } from '../model/read-only';
import { AppError } from './errors';

function fieldName(prefix: string | undefined, path: readonly PropertyKey[]): string {
  return [prefix, ...path.map(String)].filter(Boolean).join('.') || 'body';
}

/** Zod's defaults read as diagnostics; these read as a sentence ending "{field} {reason}". */
function reasonFor(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return 'is required';
      return issue.message.startsWith('Invalid input')
        ? `must be ${article(issue.expected)}`
        : issue.message;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.message.startsWith('Too small')
        ? `must be at least ${issue.minimum}`
        : issue.message;
    case 'too_big':
      return issue.message.startsWith('Too big')
        ? `must be at most ${issue.maximum}`
        : issue.message;
    default:
      return issue.message.startsWith('Invalid') ? 'is invalid' : issue.message;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Parses client input with a model schema; failure is a 400 naming each bad field. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, prefix?: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fields[fieldName(prefix, [...issue.path, key])] = 'is not a known field';
      }
    } else {
      fields[fieldName(prefix, issue.path)] ??= reasonFor(issue, value);
    }
  }
  const [first, reason] = Object.entries(fields)[0] ?? ['body', 'is invalid'];
  throw new AppError('bad_request', `${first} ${reason}`, fields);
}

/** A body without the keys named: a new object (the body is not changed); anything else as it is. */
function withoutKeys(body: unknown, keys: ReadOnlyKeys): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(body).filter(([key]) => !drop.has(key)));
}

/**
 * Parses the body of a PUT or PATCH, which may be the object the resource's GET answered (issue 23):
 * the answer's read-only keys, declared by the model next to it (src/model/read-only.ts), are
 * dropped before the strict parse, so whatever their value they are never written; any other
 * unknown key is still a 400 naming it.
 */
export function parseWrite<T>(schema: z.ZodType<T>, body: unknown, readOnly: ReadOnlyKeys): T {
  return parseInput(schema, withoutKeys(body, readOnly));
}
