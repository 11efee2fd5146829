/** One path segment of a file the browser app ships: letters, digits and - _ . ~ + @, not led by a dot. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_~+@-][A-Za-z0-9._~+@-]*$/;

/**
 * The file a request path names under the client directory (`assets/index-Ab12.js`), or null
 * when the path is not a plain file name there: a `..` or `.` segment, an encoded slash or
 * backslash, a NUL, a dot file or folder (`/.vite/manifest.json`), a source map, or anything that
 * does not decode. Pure: it never looks at the disk, so a null path cannot tell what exists.
 */
export function plainFileName(rawPath: string): string | null {
  if (/%(2f|5c|00)/i.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const segments = decoded.replace(/^\//, '').split('/');
  if (!segments.every((segment) => PLAIN_SEGMENT.test(segment))) return null;
  const name = segments.join('/');
  return /\.map$/i.test(name) ? null : name;
}

/** Paths the API owns: `/api` and everything under it (never the browser app's page). */
export function isApiPath(rawPath: string): boolean {
  return rawPath === '/api' || rawPath.startsWith('/api/');
}
