import type { FastifyInstance } from 'fastify';

export type AppRoute = { method: string; path: string };

/**
 * Every route the app registers, read from Fastify's own tree (`printRoutes`), so a test over
 * "every route" meets a route added tomorrow without being told. HEAD routes Fastify adds for
 * each GET are left out.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${prefixes[depth - 1] ?? ''}${match[2] ?? ''}`;
    prefixes.length = depth;
    prefixes.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** The names of a route path's parameters: '/api/websites/:id/publications/:publicationId'. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
}
