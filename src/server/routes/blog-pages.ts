import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { blogViewPath } from '../../model/analytics/page-paths';
import { liveUrl } from '../../model/page-urls';
import { slugFormatSchema } from '../../model/slug';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import { SITE_PREFIX, type SiteRouting } from '../http/site-routing';
import type { VisitCounter } from '../domain/analytics/visit-counter';
import type { BlogAsk, BlogPages, BlogPlace } from '../public/blog-pages';
import type { DomainDirectory } from '../public/domain-directory';
import type { LivePages } from '../public/live-pages';
import { pickEncoding } from '../public/rendition';
import { NO_SITE_HERE } from './domain-sites';
import { alreadyHeld, LIVE_PAGE_CACHING, NOT_AVAILABLE, pageBody, send } from './public-pages';

type Options = {
  blog: BlogPages;
  pages: LivePages;
  address: PublicAddress;
  routing: SiteRouting;
  domains: Pick<DomainDirectory, 'movedTo'>;
  visits: Pick<VisitCounter, 'countServed'>;
};

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
const listPageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const tagFormat = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Params = { slug?: string; tag?: string; post?: string };
type Asked = FastifyRequest<{ Params: Params; Querystring: { page?: string } }>;

/** What a blog address asks for; null for one that cannot be (a bad page number or tag). */
function askOf(request: Asked, kind: BlogAsk['kind']): BlogAsk | null {
  if (kind === 'feed') return { kind };
  if (kind === 'post') {
    const slug = request.params.post ?? '';
    return slugFormatSchema.safeParse(slug).success ? { kind, slug } : null;
  }
  const page = listPageSchema.safeParse(request.query.page);
  const { tag } = request.params;
  if (!page.success || (tag !== undefined && !tagFormat.test(tag))) return null;
  return { kind, page: page.data, ...(tag === undefined ? {} : { tag }) };
}

/**
 * The published blog (issue 38): /s/{address}/blog, /blog/tag/{tag}, /blog/{post} and
 * /blog/feed.xml, and the same on her own domain without /s/{address} (under SITE_PREFIX, as
 * site-routing.ts routes her domain's requests). Only a published website's published posts.
 */
export function blogPageRoutes(app: FastifyInstance, options: Options): void {
  const { blog, pages, address, routing, domains, visits } = options;
  const notAvailable = async (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, await NOT_AVAILABLE, 404, NO_STORE);

  const answer = async (
    request: Asked,
    reply: FastifyReply,
    publicationId: number | null,
    place: BlogPlace,
    kind: BlogAsk['kind'],
    domain?: string,
  ) => {
    const ask = askOf(request, kind);
    if (publicationId === null || !ask) return notAvailable(request, reply);
    const found = await blog.answer(publicationId, place, ask);
    if (!found) return notAvailable(request, reply);
    if ('moved' in found) return reply.redirect(found.moved, 301);
    if (found.type === 'html') {
      // Counted in memory only, at the blog's path, apart from the pages (views by page).
      if (ask.kind !== 'feed' && request.method === 'GET')
        visits.countServed({
          publicationId,
          address: request.ip,
          headers: request.headers,
          query: request.query,
          path: blogViewPath(ask),
          ...(domain ? { domain } : {}),
        });
      return send(request, reply, found.page, 200, LIVE_PAGE_CACHING);
    }
    if (alreadyHeld(200, found.page, request.headers['if-none-match'])) {
      return reply
        .status(304)
        .headers({ ETag: found.page.etag, ...LIVE_PAGE_CACHING })
        .send();
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    return reply
      .status(200)
      .headers({
        'Content-Type': 'application/atom+xml; charset=utf-8',
        ETag: found.page.etag,
        Vary: 'Accept-Encoding',
        ...LIVE_PAGE_CACHING,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      })
      .send(pageBody(found.page, encoding));
  };

  const onAddress = (kind: BlogAsk['kind']) => async (request: Asked, reply: FastifyReply) => {
    const slug = request.params.slug ?? '';
    if (!slugFormatSchema.safeParse(slug).success) return notAvailable(request, reply);
    const moved = domains.movedTo(slug);
    // Her website lives on her own domain now: the same blog address there.
    if (moved)
      return reply.redirect(`https://${moved}${request.url.slice(`/s/${slug}`.length)}`, 301);
    const root = liveUrl(publicOrigin(request, address), slug);
    const publicationId = await pages.publicationAt(slug);
    return answer(request, reply, publicationId, { root, base: `/s/${slug}` }, kind);
  };

  const onDomain = (kind: BlogAsk['kind']) => async (request: Asked, reply: FastifyReply) => {
    const asked = routing.siteOf(request.raw);
    if (!asked) return send(request, reply, await NO_SITE_HERE, 404, NO_STORE);
    const { site, origin } = asked;
    if (site.domain !== site.primary) {
      const scheme = origin.slice(0, origin.indexOf(':'));
      return reply.redirect(`${scheme}://${site.primary}${request.originalUrl}`, 301);
    }
    const publicationId = site.slug ? await pages.publicationAt(site.slug) : null;
    return answer(request, reply, publicationId, { root: origin, base: '' }, kind, site.domain);
  };

  const paths: [string, BlogAsk['kind']][] = [
    ['/blog', 'list'],
    ['/blog/tag/:tag', 'list'],
    ['/blog/feed.xml', 'feed'],
    ['/blog/:post', 'post'],
  ];
  for (const [path, kind] of paths) {
    app.get(`/s/:slug${path}`, onAddress(kind));
    app.get(`${SITE_PREFIX}${path}`, onDomain(kind));
  }
}
