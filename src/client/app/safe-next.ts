export const DEFAULT_NEXT = '/dashboard';

/** Characters a path, query and fragment on this site may hold as typed (RFC 3986, no spaces). */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]*$/;
/** Escapes that browsers or servers may turn back into a slash, a dot, a space or a control. */
const HOSTILE_ESCAPE = /%(?:[01][0-9a-f]|2[0ef]|5c|7f)/i;
/** `.` and `..` path segments: resolving them can turn `/..//host` into `//host`. */
const DOT_SEGMENT = /\/\.{1,2}(?:[/?#]|$)/;

/**
 * Where sign-in may send the coach next: only a plain path on this site, such as `/builder/3?tab=share`.
 * Anything else (`//host`, `/\host`, `/%09/host`, `%2f`, `/../`, `https://...`) gives the dashboard.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.length > 2048) return DEFAULT_NEXT;
  const path = next.split(/[?#]/)[0] ?? '';
  if (
    !PLAIN_PATH.test(next) ||
    HOSTILE_ESCAPE.test(next) ||
    path.includes('//') ||
    DOT_SEGMENT.test(path)
  ) {
    return DEFAULT_NEXT;
  }
  return next;
}
