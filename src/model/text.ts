import { z } from 'zod';

/** Characters PostgreSQL text and jsonb cannot hold: NUL and lone UTF-16 surrogates. */
function isStorable(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** A string a user typed, bounded and storable. */
export function text(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(isStorable, 'contains characters that cannot be stored');
}

export const SAFE_URL_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** http, https, mailto, tel, or relative (path, anchor, query); anything else is refused. */
export function isSafeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  // Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:").
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  // No scheme: a path, an anchor, a query or a protocol-relative address, all http(s) in the end.
  if (!scheme) return true;
  return (SAFE_URL_SCHEMES as readonly string[]).includes(`${scheme.toLowerCase()}:`);
}

export const urlValue = text(2048).refine(
  isSafeUrl,
  'must be an http, https, mailto, tel or relative link',
);
