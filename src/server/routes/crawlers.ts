import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { websites } from '../db/schema';
import { escapeHtml } from '../public/escape';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import { liveUrl } from '../../model/page-urls';

/** robots.txt and a sitemap of the live pages: search engines index published pages, nothing else. */
export function crawlerRoutes(app: FastifyInstance, db: Db, address: PublicAddress): void {
  app.get('/robots.txt', async (request, reply) => {
    const origin = publicOrigin(request, address);
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /s/',
      'Disallow: /',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin(request, address);
    const live = await db
      .select({ slug: websites.slug, publishedAt: websites.publishedAt })
      .from(websites)
      .where(eq(websites.isPublished, true));
    const urls = live.flatMap(({ slug, publishedAt }) =>
      slug
        ? [
            `<url><loc>${escapeHtml(liveUrl(origin, slug))}</loc>${publishedAt ? `<lastmod>${publishedAt.toISOString()}</lastmod>` : ''}</url>`,
          ]
        : [],
    );
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
  });
}
