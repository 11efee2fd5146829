import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { slugFormatSchema } from '../../model/slug';
import type { FontFamily } from '../../model/styles';
import { templateFor } from '../../model/templates/catalogue';
import { FALLBACK_THEME, TEMPLATE_THEMES } from '../../model/templates/themes';
import { resolveTheme } from '../../model/theme';
import type { Website } from '../../model/website';
import { renderWebsiteMarkup } from '../../render/render-static';
import type { Db } from '../db/database';
import {
  livePublicationId,
  loadPublication,
  readDraft,
  sharedDraftStamp,
} from '../domain/publishing/live-page';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import { contentSecurityPolicy } from '../public/content-policy';
import type { PageCache } from '../public/page-cache';
import { pageDocument } from '../public/page-document';
import type { Stylesheets } from '../public/site-assets';
import { makeRendition, pickEncoding, type Rendition } from '../public/rendition';

type Options = {
  db: Db;
  cache: PageCache;
  stylesheets: Stylesheets;
  fonts: Partial<Record<FontFamily, string>>;
  address: PublicAddress;
};

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

const NOT_AVAILABLE = makeRendition(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page not available</title></head>' +
    '<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a"><main style="text-align:center;padding:2rem"><h1>This page isn’t available</h1><p>The link may be old, or the page has been taken down.</p></main></body></html>',
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
);

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Rendition,
  status: number,
  extra: Record<string, string>,
) {
  reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', page.csp)
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Encoding')
    .headers(extra);
  if (status === 200 && request.headers['if-none-match'] === page.etag)
    return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw);
}

/** The pages visitors see: live pages at /s/{slug}, read-only draft links at /p/{token}. No app code ships with them. */
export function publicPageRoutes(
  app: FastifyInstance,
  { db, cache, stylesheets, fonts, address }: Options,
): void {
  const stylesheetFor = (website: Website) =>
    stylesheets[templateFor(website.template).family] ?? null;
  // Only the heading font: the headline is the largest paint, and the body font can arrive after it.
  const preloadFonts = (website: Website) => {
    const defaults = TEMPLATE_THEMES[templateFor(website.template).id] ?? FALLBACK_THEME;
    const href = fonts[resolveTheme(defaults, website.settings.theme).headingFont];
    return href ? [href] : [];
  };
  const notAvailable = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, NOT_AVAILABLE, 404, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });

  app.get<{ Params: { slug: string } }>('/s/:slug', async (request, reply) => {
    const { slug } = request.params;
    if (!slugFormatSchema.safeParse(slug).success) return notAvailable(request, reply);
    let pointer = cache.pointer(slug);
    if (!pointer) {
      cache.setPointer(slug, await livePublicationId(db, slug));
      pointer = cache.pointer(slug);
    }
    const publicationId = pointer?.publicationId ?? null;
    if (publicationId === null) return notAvailable(request, reply);
    const origin = publicOrigin(request, address);
    const key = `${publicationId}|${slug}|${origin}`;
    let page = cache.rendition(key);
    if (!page) {
      const publication = await loadPublication(db, publicationId);
      if (!publication) return notAvailable(request, reply);
      const html = pageDocument({
        website: publication.snapshot,
        body: publication.body,
        canonicalUrl: `${origin}/s/${slug}`,
        stylesheetHref: stylesheetFor(publication.snapshot),
        noindex: false,
        preloadFonts: preloadFonts(publication.snapshot),
      });
      page = makeRendition(html, contentSecurityPolicy(publication.snapshot.settings));
      cache.setRendition(key, page);
    }
    return send(request, reply, page, 200, {
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
  });

  app.get<{ Params: { token: string } }>('/p/:token', async (request, reply) => {
    const { token } = request.params;
    if (!TOKEN.test(token)) return notAvailable(request, reply);
    const stamp = await sharedDraftStamp(db, token);
    if (!stamp) return notAvailable(request, reply);
    const origin = publicOrigin(request, address);
    const key = `p|${token}|${stamp.updatedAt.getTime()}|${origin}`;
    let page = cache.rendition(key);
    if (!page) {
      const draft = await readDraft(db, stamp.websiteId);
      if (!draft) return notAvailable(request, reply);
      const html = pageDocument({
        website: draft,
        body: renderWebsiteMarkup(draft, 'public'),
        canonicalUrl: `${origin}/p/${token}`,
        stylesheetHref: stylesheetFor(draft),
        noindex: true,
        preloadFonts: preloadFonts(draft),
      });
      page = makeRendition(html, contentSecurityPolicy(draft.settings));
      cache.setRendition(key, page);
    }
    return send(request, reply, page, 200, {
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });
}
