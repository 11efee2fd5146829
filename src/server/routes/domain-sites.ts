import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { domainUrl } from '../../model/page-urls';
import { slugFormatSchema } from '../../model/slug';
import type { Db } from '../db/database';
import { noteLive } from '../domain/domains/served-domains';
import { liveSiteMap, sitemapXml } from '../domain/publishing/site-map';
import {
  SITE_PREFIX,
  UNKNOWN_HOST_PATH,
  type SiteAsked,
  type SiteRouting,
} from '../http/site-routing';
import { STRICTEST_POLICY } from '../public/content-policy';
import type { DomainDirectory } from '../public/domain-directory';
import { escapeHtml } from '../public/escape';
import type { LivePages } from '../public/live-pages';
import { plainPageHtml } from '../public/plain-page';
import { makeRendition } from '../public/rendition';
import { send } from './public-pages';

type Options = {
  db: Db;
  pages: LivePages;
  routing: SiteRouting;
  directory: DomainDirectory;
  /** The live-page answer the /s/ route gives, at a domain's address (public-pages.ts). */
  answerLive: (
    request: FastifyRequest<{ Querystring: { sent?: string } }>,
    reply: FastifyReply,
    at: { publicationId: number; url: string; domain: string; pageSlug?: string },
  ) => Promise<unknown>;
  notAvailable: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  onError: (error: unknown) => void;
};

/** What a host nobody here knows gets: never a coach's site, never the app. */
export const NO_SITE_HERE = makeRendition(
  plainPageHtml('No website here', [
    'There is no website at this address.',
    'If this is your domain, finish setting it up in your website’s Share tab.',
  ]),
  STRICTEST_POLICY.replace("style-src 'self' 'unsafe-inline'", "style-src 'unsafe-inline'"),
);

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * A coach's own domain (issue 37): its home is her website's live page, with a robots.txt and a
 * sitemap naming the domain; her other domains send visitors to the primary one; anything else
 * on it is a plain 404. Requests reach these routes only through siteRouting (site-routing.ts).
 */
export function domainSiteRoutes(app: FastifyInstance, options: Options): void {
  const { routing, directory, pages } = options;
  const noSite = async (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, await NO_SITE_HERE, 404, NO_STORE);

  /** The site asked for, or null once the visitor has been answered (a 404, or a redirect). */
  const siteFor = (request: FastifyRequest, reply: FastifyReply): SiteAsked | null => {
    const asked = routing.siteOf(request.raw);
    if (!asked) {
      void noSite(request, reply);
      return null;
    }
    const { site, origin } = asked;
    if (site.domain !== site.primary) {
      const scheme = origin.slice(0, origin.indexOf(':'));
      const path = request.originalUrl.startsWith('/') ? request.originalUrl : '/';
      void reply.redirect(`${scheme}://${site.primary}${path}`, 301);
      return null;
    }
    return asked;
  };

  app.get<{ Querystring: { sent?: string } }>(`${SITE_PREFIX}/`, async (request, reply) => {
    const asked = siteFor(request, reply);
    if (!asked) return reply;
    const { site, origin, https } = asked;
    if (https && directory.markLive(site)) {
      noteLive(options.db, site.id, new Date())
        .then(() => directory.reload())
        .catch(options.onError);
    }
    const publicationId = site.slug ? await pages.publicationAt(site.slug) : null;
    if (publicationId === null) return options.notAvailable(request, reply);
    const url = domainUrl(origin);
    return options.answerLive(request, reply, { publicationId, url, domain: site.domain });
  });

  app.get(`${SITE_PREFIX}/robots.txt`, async (request, reply) => {
    const asked = siteFor(request, reply);
    if (!asked) return reply;
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\n\nSitemap: ${asked.origin}/sitemap.xml\n`;
  });

  app.get(`${SITE_PREFIX}/sitemap.xml`, async (request, reply) => {
    const asked = siteFor(request, reply);
    if (!asked) return reply;
    const { slug } = asked.site;
    const [site] = slug ? await liveSiteMap(options.db, slug) : [];
    const urls = (site?.paths ?? []).map(({ path, lastModified }) => ({
      loc: escapeHtml(path ? `${asked.origin}${path}` : domainUrl(asked.origin)),
      lastModified,
    }));
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    return sitemapXml(urls);
  });

  // Her website's other pages (issue 38): /about on her domain is /s/{address}/about.
  app.get<{ Params: { page: string }; Querystring: { sent?: string } }>(
    `${SITE_PREFIX}/:page`,
    async (request, reply) => {
      const asked = siteFor(request, reply);
      if (!asked) return reply;
      const { page } = request.params;
      const { site, origin } = asked;
      if (!slugFormatSchema.safeParse(page).success || !site.slug)
        return options.notAvailable(request, reply);
      const publicationId = await pages.publicationAt(site.slug);
      if (publicationId === null) return options.notAvailable(request, reply);
      const url = `${origin}/${page}`;
      return options.answerLive(request, reply, {
        publicationId,
        url,
        domain: site.domain,
        pageSlug: page,
      });
    },
  );

  app.all(`${SITE_PREFIX}/*`, async (request, reply) => {
    const asked = siteFor(request, reply);
    if (!asked) return reply;
    return options.notAvailable(request, reply);
  });
  app.all(UNKNOWN_HOST_PATH, noSite);
}

/** What changes which page a website's domains serve: its publishing, its address, its deletion. */
const PUBLISHING = new Set([
  '/api/websites/:id/publish',
  '/api/websites/:id/unpublish',
  '/api/websites/:id/publications/:publicationId/restore',
  '/api/websites/:id',
]);

/**
 * Before such a change to a website with a verified domain is answered, this process reads its
 * domains again, so the coach's next look at her domain shows it (other processes follow within
 * seconds).
 */
export function reloadDomainsOnPublish(
  app: FastifyInstance,
  directory: Pick<DomainDirectory, 'reload' | 'servesWebsite'>,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return payload;
    if (!PUBLISHING.has(request.routeOptions.url ?? '')) return payload;
    const id = Number((request.params as { id?: string }).id);
    if (directory.servesWebsite(id)) await directory.reload();
    return payload;
  });
}
