import type { IncomingMessage } from 'node:http';
import type { DomainDirectory, HostSite } from '../public/domain-directory';
import type { RequestView } from './request-view';

/** Where a coach's domain's requests are routed inside the app (never a path anyone links). */
export const SITE_PREFIX = '/_site';
/** Where a request for a host nobody here knows is routed: a plain 404 page. */
export const UNKNOWN_HOST_PATH = '/_unknown-host';

/** What pages link on any host, answered as they are: the build's assets, the coach's pictures. */
const SHARED_PATH = /^\/(?:assets|files)\//;

/** A request for one of the coaches' domains: the site, and the origin its visitor asked at. */
export type SiteAsked = { site: HostSite; origin: string; https: boolean };

/** `coach.com` at `coach.com:8443` keeps its port; the default port is left out. */
function originOf(view: RequestView, domain: string): string {
  const port = /:([0-9]{1,5})$/.exec(view.host)?.[1];
  return `${view.protocol}://${domain}${port ? `:${port}` : ''}`;
}

/**
 * Routes each request by its Host (issue 37, decision 027), before Fastify picks a route: this
 * service's own hosts reach the app as they are; a coach's verified domain reaches the site
 * routes under SITE_PREFIX (`/` is `/_site/`), which know the request's site from `siteOf`; any
 * other domain name gets UNKNOWN_HOST_PATH, a plain 404: never another coach's site, never the app.
 */
export function siteRouting(directory: DomainDirectory, view: (r: IncomingMessage) => RequestView) {
  const asked = new WeakMap<IncomingMessage, SiteAsked>();
  return {
    rewriteUrl(request: IncomingMessage): string {
      const url = request.url ?? '/';
      const seen = view(request);
      const found = directory.kindOf(seen.host);
      if (found.kind === 'own' || SHARED_PATH.test(url)) return url;
      if (found.kind === 'unknown' || !url.startsWith('/')) return UNKNOWN_HOST_PATH;
      const { site } = found;
      asked.set(request, {
        site,
        origin: originOf(seen, site.domain),
        https: seen.protocol === 'https',
      });
      return `${SITE_PREFIX}${url}`;
    },
    /** The site a request was routed to, or undefined for a request that named the path itself. */
    siteOf(request: IncomingMessage): SiteAsked | undefined {
      return asked.get(request);
    },
  };
}

export type SiteRouting = ReturnType<typeof siteRouting>;
