import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import { MAX_PATHS_LISTED, type PathViews } from '../../../model/analytics/analytics';
import { pathTarget } from '../../../model/analytics/page-paths';
import { pagePath } from '../../../model/page-view';
import { tagSlug } from '../../../render/blog/post-facts';
import type { Db } from '../../db/database';
import { pagePathDays, pages, posts, websites } from '../../db/schema';

/** Paths read before naming: several may name one page (an address it had before). */
const PATHS_READ = 1000;

type Named = { id: number; websiteId: number; slug: string; title: string; formerSlugs: string[] };

/** The page or post at an address of a website, now or before (the newest holder first). */
function holderOf<T extends Named>(rows: T[], websiteId: number, slug: string): T | undefined {
  const own = rows.filter((r) => r.websiteId === websiteId);
  return own.find((r) => r.slug === slug) ?? own.find((r) => r.formerSlugs.includes(slug));
}

/**
 * Views by page within `where` (a filter of page_path_days), most first (issue 38): each path
 * named as the coach knows it, a page's former addresses counted with it; a path whose page or
 * post is gone keeps its path as its name.
 */
export async function pathViews(db: Db, where: SQL | undefined): Promise<PathViews[]> {
  const total = sql<number>`sum(${pagePathDays.views})::int`;
  const rows = await db
    .select({ websiteId: pagePathDays.websiteId, path: pagePathDays.path, views: total })
    .from(pagePathDays)
    .where(where)
    .groupBy(pagePathDays.websiteId, pagePathDays.path)
    .orderBy(desc(total), pagePathDays.path)
    .limit(PATHS_READ);
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.websiteId))];
  const [names, pageRows, postRows] = await Promise.all([
    db
      .select({ id: websites.id, name: websites.name })
      .from(websites)
      .where(inArray(websites.id, ids)),
    db
      .select({
        id: pages.id,
        websiteId: pages.websiteId,
        slug: pages.slug,
        title: pages.title,
        formerSlugs: pages.formerSlugs,
        isHome: pages.isHome,
      })
      .from(pages)
      .where(inArray(pages.websiteId, ids)),
    db
      .select({
        id: posts.id,
        websiteId: posts.websiteId,
        slug: posts.slug,
        title: posts.title,
        formerSlugs: posts.formerSlugs,
        tags: posts.tags,
      })
      .from(posts)
      .where(inArray(posts.websiteId, ids)),
  ]);
  const websiteName = new Map(names.map((w) => [w.id, w.name]));

  const listed = new Map<string, PathViews>();
  for (const { websiteId, path, views } of rows) {
    const target = pathTarget(path);
    const website = websiteName.get(websiteId) ?? '';
    let named: Omit<PathViews, 'views' | 'websiteId' | 'website'> & { key: string };
    if (target.kind === 'page') {
      const page =
        target.slug === ''
          ? pageRows.find((p) => p.websiteId === websiteId && p.isHome)
          : holderOf(pageRows, websiteId, target.slug);
      named = page
        ? { key: `page ${page.id}`, kind: 'page', path: pagePath(page), name: page.title }
        : { key: `path ${path}`, kind: 'page', path, name: path };
    } else if (target.kind === 'post') {
      const post = holderOf(postRows, websiteId, target.slug);
      named = post
        ? { key: `post ${post.id}`, kind: 'post', path: `/blog/${post.slug}`, name: post.title }
        : { key: `path ${path}`, kind: 'post', path, name: path };
    } else if (target.kind === 'tag') {
      // The tag as she typed it on a post ('Mindset'), its address's words when none has it now.
      const tag = postRows
        .filter((p) => p.websiteId === websiteId)
        .flatMap((p) => p.tags)
        .find((t) => tagSlug(t) === target.tag);
      named = { key: `path ${path}`, kind: 'tag', path, name: `Tag: ${tag ?? target.tag}` };
    } else {
      named = { key: `path ${path}`, kind: 'blog', path, name: 'Blog' };
    }
    const { key, ...shown } = named;
    const at = `${websiteId} ${key}`;
    const before = listed.get(at);
    if (before) before.views += views;
    else listed.set(at, { websiteId, website, ...shown, views });
  }
  return [...listed.values()]
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, MAX_PATHS_LISTED);
}
