import type { ElementContent } from '../../../model/element-content';

/** The stored content with `patch` applied: given fields replace, `null` removes (RFC 7396, one level). */
export function mergePatch(stored: ElementContent, patch: Record<string, unknown>): unknown {
  const kept = Object.entries(stored).filter(([field]) => !Object.hasOwn(patch, field));
  const given = Object.entries(patch).filter(([, value]) => value !== null);
  return Object.fromEntries([...kept, ...given]);
}
