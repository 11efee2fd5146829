import type { Store, StoredLocation } from './state';

export type RouteRequest = {
  params: Record<string, string>;
  /** The query string, one value per name (the last one wins). */
  query: Record<string, string>;
  body: unknown;
  /** The location the bearer token belongs to. */
  location: StoredLocation;
  store: Store;
  /** Where this fake listens, for `nextPageUrl`. */
  baseUrl: string;
};

export type RouteAnswer = { status: number; body: unknown };

export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:name` segments, no trailing slash (the provider treats `/contacts/` and `/contacts` alike). */
  path: string;
  /** Changes state: `applyThenDropAnswer` loses the answers of these. */
  write?: boolean;
  /** The `Version` header values this operation accepts. */
  versions?: readonly string[];
  handle: (request: RouteRequest) => RouteAnswer;
};

export const API_VERSION = '2021-07-28';
/** The calendar operations are declared with 2021-04-15 and take 2021-07-28 too (crm/README.md). */
export const CALENDAR_VERSIONS = ['2021-04-15', API_VERSION] as const;

export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
}

/** The first route whose method and path match; routes are tried in order, fixed paths first. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = normalisePath(path).split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment.length > 0;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return undefined;
}
