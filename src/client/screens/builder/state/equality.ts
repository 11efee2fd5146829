import type { ElementStyles } from '../../../../model/styles';

export function sameStyles(a: ElementStyles, b: ElementStyles): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ElementStyles)[]);
  return [...keys].every((k) => (a[k] || undefined) === (b[k] || undefined));
}

/** JSON with object keys sorted, for comparing settings whatever order their keys came in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)),
        )
      : v,
  );
}
