import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { posts, publications, websites } from '../../db/schema';

/** A published website's addresses for search engines: its pages' and its live posts' paths. */
export type SiteMapEntry = {
  slug: string;
  publishedAt: Date | null;
  /** Paths under the website's address: '' for the home page, '/about', '/blog', '/blog/{post}'. */
  paths: { path: string; lastModified: Date | null }[];
};

type LivePage = { slug: string; isHome: boolean };

/**
 * The live pages of published websites (one, with `slug`), read from what visitors see: the live
 * publication's pages (a page added since is not listed until published) and the posts on its blog.
 */
export async function liveSiteMap(
  db: Db,
  slug?: string,
  now = new Date(),
): Promise<SiteMapEntry[]> {
  const rows = await db
    .select({
      id: websites.id,
      slug: websites.slug,
      publishedAt: websites.publishedAt,
      pages: sql<LivePage[] | string | null>`${publications.snapshot}->'pages'`,
    })
    .from(websites)
    .innerJoin(publications, eq(publications.id, websites.livePublicationId))
    .where(
      and(eq(websites.isPublished, true), slug === undefined ? undefined : eq(websites.slug, slug)),
    );
  const ids = rows.map((r) => r.id);
  const livePosts = ids.length
    ? await db
        .select({ websiteId: posts.websiteId, slug: posts.slug, updatedAt: posts.updatedAt })
        .from(posts)
        .where(
          and(
            inArray(posts.websiteId, ids),
            eq(posts.state, 'published'),
            lte(posts.publishedAt, now),
          ),
        )
    : [];
  return rows.flatMap((row) => {
    if (!row.slug) return [];
    const stored =
      typeof row.pages === 'string' ? (JSON.parse(row.pages) as LivePage[]) : row.pages;
    const pagePaths = (stored ?? [])
      .filter((p) => !p.isHome)
      .map((p) => ({ path: `/${p.slug}`, lastModified: row.publishedAt }));
    const its = livePosts.filter((p) => p.websiteId === row.id);
    const blog = its.length
      ? [
          { path: '/blog', lastModified: maxDate(its.map((p) => p.updatedAt)) },
          ...its.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
        ]
      : [];
    return [
      {
        slug: row.slug,
        publishedAt: row.publishedAt,
        paths: [{ path: '', lastModified: row.publishedAt }, ...pagePaths, ...blog],
      },
    ];
  });
}

function maxDate(dates: Date[]): Date | null {
  return dates.reduce<Date | null>((a, b) => (a && a > b ? a : b), null);
}

/** A sitemap's XML from absolute addresses (already escaped by the caller's escapeHtml). */
export function sitemapXml(urls: { loc: string; lastModified: Date | null }[]): string {
  const items = urls.map(
    ({ loc, lastModified }) =>
      `<url><loc>${loc}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</urlset>`;
}
