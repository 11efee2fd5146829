import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { liveSiteMap, sitemapXml } from '../domain/publishing/site-map';
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
    const urls = (await liveSiteMap(db)).flatMap(({ slug, paths }) =>
      paths.map(({ path, lastModified }) => ({
        loc: escapeHtml(`${liveUrl(origin, slug)}${path}`),
        lastModified,
      })),
    );
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    return sitemapXml(urls);
  });
}
