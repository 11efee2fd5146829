import type { Store } from './state';

export type RouteRequest = {
  params: Record<string, string>;
  /** The query string, one value per name (the last one wins). */
  query: Record<string, string>;
  body: unknown;
  store: Store;
  /** Records written less than this long ago are not found by search yet. */
  searchLagMs: number;
  /** Where this fake listens, for `paging.next.link`. */
  baseUrl: string;
};

export type RouteAnswer = { status: number; body: unknown };

export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With `:name` segments. */
  path: string;
  /** Changes state: `applyThenDropAnswer` loses the answers of these. */
  write?: boolean;
  handle: (request: RouteRequest) => RouteAnswer;
};

/** The first route whose method and path match; fixed paths must come before `:id` ones. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
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
