import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isShareTokenFormat } from '../../model/share-token';
import { idSchema } from '../../model/ids';
import { slugFormatSchema } from '../../model/slug';
import { liveUrl } from '../../model/page-urls';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import { STRICTEST_POLICY } from '../public/content-policy';
import type { LivePages } from '../public/live-pages';
import { sentFromHost } from '../../model/crm/lead-source';
import { hasLeadForm, withSourceHost } from '../public/lead-source-page';
import { makeRendition, pickEncoding, quickRendition, type Rendition } from '../public/rendition';
import type { VisitCounter } from '../domain/analytics/visit-counter';
import type { Metrics } from '../metrics/metrics';
import type { DomainDirectory } from '../public/domain-directory';

type Options = {
  pages: LivePages;
  address: PublicAddress;
  visits: VisitCounter;
  /** Live pages answered, for the metrics (metrics.ts). */
  answered: Metrics['livePages'];
  /** The coaches' own domains: where a /s/ address has moved. */
  domains: Pick<DomainDirectory, 'movedTo'>;
};

export const NOT_AVAILABLE = makeRendition(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page not available</title></head>' +
    '<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a"><main style="text-align:center;padding:2rem"><h1>This page isn’t available</h1><p>The link may be old, or the page has been taken down.</p></main></body></html>',
  STRICTEST_POLICY.replace("style-src 'self' 'unsafe-inline'", "style-src 'unsafe-inline'"),
);

/** The headers of a page answer (before securityHeaders), the same whichever door it leaves by. */
export function pageHeaders(
  page: Rendition,
  extra: Record<string, string>,
  encoding: 'br' | 'gzip' | null,
): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': page.csp,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
    ...extra,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  };
}

/** Whether the visitor's browser already holds this page (a 304 answers it). */
export function alreadyHeld(status: number, page: Rendition, ifNoneMatch: string | undefined) {
  return status === 200 && ifNoneMatch === page.etag;
}

/** The page's bytes in the encoding chosen. */
export function pageBody(page: Rendition, encoding: 'br' | 'gzip' | null): Buffer {
  return encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw;
}

/** The Cache-Control of a live page as it is (not a form's outcome). */
export const LIVE_PAGE_CACHING = { 'Cache-Control': 'public, max-age=0, must-revalidate' };

export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Rendition,
  status: number,
  extra: Record<string, string>,
) {
  if (alreadyHeld(status, page, request.headers['if-none-match']))
    return reply
      .status(304)
      .headers(pageHeaders(page, extra, null))
      .send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  return reply
    .status(status)
    .headers(pageHeaders(page, extra, encoding))
    .send(pageBody(page, encoding));
}

/** The pages visitors see: live pages at /s/{slug}, read-only draft links at /p/{token}. No app code ships with them. */
export function publicPageRoutes(
  app: FastifyInstance,
  { pages, address, visits, answered, domains }: Options,
) {
  const notAvailable = async (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, await NOT_AVAILABLE, 404, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });

  app.get<{ Params: { slug: string }; Querystring: { sent?: string } }>(
    '/s/:slug',
    async (request, reply) => {
      const { slug } = request.params;
      if (!slugFormatSchema.safeParse(slug).success) return notAvailable(request, reply);
      const moved = domains.movedTo(slug);
      if (moved) return reply.redirect(`https://${moved}/${queryOf(request.url)}`, 301);
      const publicationId = await pages.publicationAt(slug);
      if (publicationId === null) return notAvailable(request, reply);
      const url = liveUrl(publicOrigin(request, address), slug);
      return answerLive(request, reply, { publicationId, url });
    },
  );

  app.get<{ Params: { slug: string; page: string }; Querystring: { sent?: string } }>(
    '/s/:slug/:page',
    async (request, reply) => {
      const { slug, page } = request.params;
      if (!slugFormatSchema.safeParse(slug).success || !slugFormatSchema.safeParse(page).success)
        return notAvailable(request, reply);
      const moved = domains.movedTo(slug);
      if (moved) return reply.redirect(`https://${moved}/${page}${queryOf(request.url)}`, 301);
      const publicationId = await pages.publicationAt(slug);
      if (publicationId === null) return notAvailable(request, reply);
      const home = liveUrl(publicOrigin(request, address), slug);
      return answerLive(request, reply, { publicationId, url: `${home}/${page}`, pageSlug: page });
    },
  );

  /**
   * A live page at `url` (its address on /s/ or her domain; one of its other pages with
   * `pageSlug`, issue 38), or a form's outcome on it. A page's former address 301s to it.
   */
  const answerLive = async (
    request: FastifyRequest<{ Querystring: { sent?: string } }>,
    reply: FastifyReply,
    {
      publicationId,
      url,
      domain,
      pageSlug,
    }: { publicationId: number; url: string; domain?: string; pageSlug?: string },
  ) => {
    // After a visitor's form post (see lead-forms.ts): the page with that form's success message.
    // Most visits carry no `sent`: parsed only when there is one (a failed parse builds an error).
    const sent =
      request.query.sent === undefined
        ? ({ success: false } as const)
        : idSchema.safeParse(request.query.sent);
    const page = sent.success
      ? await pages.formOutcomePage(publicationId, url, {
          elementId: sent.data,
          outcome: 'sent',
        })
      : pageSlug === undefined
        ? await pages.livePage(publicationId, url)
        : await pages.livePageAt(publicationId, url, pageSlug);
    if (!page) return notAvailable(request, reply);
    if ('movedTo' in page) {
      // The website's address (the page's without its last part), then where the page is now.
      const home = url.slice(0, url.lastIndexOf('/'));
      const to = home + (page.movedTo || (domain ? '/' : ''));
      return reply.redirect(`${to}${queryOf(request.url)}`, 301);
    }
    if (alreadyHeld(200, page, request.headers['if-none-match'])) answered.notModified++;
    else answered.database++;
    // Counted in memory only: the batch is written after the page has gone (visit-counter.ts).
    if (!sent.success && request.method === 'GET')
      visits.countServed({
        publicationId,
        address: request.ip,
        headers: request.headers,
        query: request.query,
        ...(domain ? { domain } : {}),
        ...(pageSlug === undefined ? {} : { path: `/${pageSlug}` }),
      });
    // A visitor another site sent: the page's forms carry that site's host to the lead.
    const from = sent.success
      ? ''
      : sentFromHost(request.headers.referer, request.headers.host ?? '');
    if (from && hasLeadForm(page.raw)) {
      const own = await quickRendition(withSourceHost(page.raw.toString(), from), page.csp);
      return send(request, reply, own, 200, { 'Cache-Control': 'private, no-cache' });
    }
    return send(
      request,
      reply,
      page,
      200,
      sent.success ? { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } : LIVE_PAGE_CACHING,
    );
  };

  app.get<{ Params: { token: string } }>('/p/:token', async (request, reply) => {
    const { token } = request.params;
    if (!isShareTokenFormat(token)) return notAvailable(request, reply);
    const page = await pages.sharedPage(token, publicOrigin(request, address));
    if (!page) return notAvailable(request, reply);
    return send(request, reply, page, 200, {
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });
  return { answerLive, notAvailable };
}

/** The query of a request's address, with its `?`, or nothing. */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}
