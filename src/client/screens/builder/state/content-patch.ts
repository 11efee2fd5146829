import type { ElementContent } from '../../../../model/element-content';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || value === false || value === null;
}

/** Two field values equal as a visitor would see them: missing, '' and false all mean "empty". */
export function sameField(a: unknown, b: unknown): boolean {
  return a === b || (isEmpty(a) && isEmpty(b));
}

/**
 * The merge patch (decision 004) that turns the server's content into the builder's: each changed
 * field with its new value, and `null` for a field the coach emptied, so clearing is stored too.
 */
export function contentPatch(
  stored: ElementContent,
  local: ElementContent,
): Record<string, ElementContent[string] | null> {
  const patch: Record<string, ElementContent[string] | null> = {};
  for (const key of new Set([...Object.keys(stored), ...Object.keys(local)])) {
    const value = local[key];
    if (sameField(stored[key], value)) continue;
    patch[key] = isEmpty(value) ? null : value;
  }
  return patch;
}
