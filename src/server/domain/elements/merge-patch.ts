import type { ElementContent } from '../../../model/element-content';

/** The stored content with `patch` applied: given fields replace, `null` removes (RFC 7396, one level). */
export function mergePatch(stored: ElementContent, patch: Record<string, unknown>): unknown {
  const merged: Record<string, unknown> = { ...stored };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) delete merged[field];
    else merged[field] = value;
  }
  return merged;
}
