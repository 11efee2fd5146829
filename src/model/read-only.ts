/**
 * Representations round-trip (issue 23): what a resource's GET answered may be sent back, whole,
 * to its PUT or PATCH. The keys of the answer that a write never sets (ids, owner ids, timestamps,
 * derived fields such as a logo's addresses or a journey's gaps) are declared once per resource,
 * next to its answer type, and the server drops them from a write's body before the strict parse
 * (`parseWrite` in src/server/validation.ts): sent with any value they are ignored, never written,
 * while a key that is neither writable nor read-only is still refused by name.
 */

/** The keys of an answer that a write ignores. */
export type ReadOnlyKeys = readonly string[];

/**
 * Declares the read-only keys of `Answer`, the GET's answer, against `Writable`, the write's body:
 * every key of the answer that the write does not take must be named, and nothing else may be, so a
 * key added to an answer is a type error here until it is declared writable or read-only.
 */
export function readOnlyKeys<Answer extends object, Writable extends object>(
  keys: Record<Exclude<keyof Answer, keyof Writable>, true>,
): ReadOnlyKeys {
  return Object.keys(keys);
}
