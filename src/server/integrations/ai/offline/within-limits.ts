import type { z } from 'zod';
import type { Written } from '../provider';
import { fit } from './voice';

type Path = PropertyKey[];

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (v, key) =>
      v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

function put(value: unknown, path: Path, by: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? put(v, rest, by) : v));
  const record = value as Record<PropertyKey, unknown>;
  return { ...record, [head]: put(record[head], rest, by) };
}

/**
 * What the offline copywriter wrote, held to the output schema's lengths: an avatar filled to its
 * limits (a 1,500-character dream outcome) would otherwise make a headline longer than a headline
 * may be. A text too long is cut at a sentence or a word (`fit`), a list too long keeps its first
 * items; anything else the schema refuses is a bug in the writer, and throws.
 */
export function withinLimits<T>(schema: z.ZodType<T>, written: Written<T>): Written<T> {
  let output: unknown = written.output;
  for (let round = 0; round < 5; round += 1) {
    const parsed = schema.safeParse(output);
    if (parsed.success) return { ...written, output: parsed.data };
    for (const issue of parsed.error.issues) {
      if (issue.code !== 'too_big') continue;
      const value = at(output, issue.path);
      const max = Number(issue.maximum);
      if (typeof value === 'string') output = put(output, issue.path, fit(value, max));
      if (Array.isArray(value)) output = put(output, issue.path, value.slice(0, max));
    }
  }
  return { ...written, output: schema.parse(output) };
}
