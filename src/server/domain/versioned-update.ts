import { notFound, staleVersion } from '../errors';

/**
 * Finishes a versioned UPDATE ... RETURNING: no row back means either the thing is gone (404) or
 * the caller's version is stale (409).
 */
export function expectUpdated<T>(rows: T[], what: string, versionGiven: boolean): T {
  const [row] = rows;
  if (row) return row;
  throw versionGiven ? staleVersion(what.toLowerCase()) : notFound(what);
}
