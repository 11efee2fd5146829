import { and, asc, eq } from 'drizzle-orm';
import { starterHomePage } from '../../../model/templates/starter-website';
import type { Page } from '../../../model/pages';
import type { Db } from '../../db/database';
import { pages } from '../../db/schema';
import type { ContentCheck } from '../../../model/element-content';
import type { Section } from '../../../model/website';
import { insertSections } from '../websites/insert-sections';

type PageRow = typeof pages.$inferSelect;

export function toPage(row: PageRow | Page): Page {
  return {
    id: row.id,
    websiteId: row.websiteId,
    title: row.title,
    slug: row.slug,
    order: row.order,
    isHome: row.isHome,
    inNav: row.inNav,
    seo: row.seo,
    formerSlugs: row.formerSlugs,
    version: row.version,
  };
}

/** A new website's home page; its id, for the starter sections. */
export async function insertHomePage(db: Db, websiteId: number): Promise<number> {
  const [row] = await db
    .insert(pages)
    .values({ websiteId, title: 'Home', slug: 'home', order: 0, isHome: true })
    .returning({ id: pages.id });
  if (!row) throw new Error('home page insert returned nothing');
  return row.id;
}

/** The website's home page id (every website has one: migration 0028, createWebsite). */
export async function homePageId(db: Db, websiteId: number): Promise<number> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.isHome, true)));
  if (!row) throw new Error(`website ${websiteId} has no home page`);
  return row.id;
}

/** The website's pages in navigation order. */
export async function pagesOf(db: Db, websiteId: number): Promise<Page[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.websiteId, websiteId))
    .orderBy(asc(pages.order), asc(pages.id));
  return rows.map(toPage);
}

/**
 * Writes a website's pages and their sections as another copy of them holds them (a duplicate, a
 * restored version): new ids, each section on its page's copy. A copy with no home page (never
 * made by Coachsite) gets its first page as home.
 */
export async function insertPagesWithSections(
  db: Db,
  websiteId: number,
  copy: { pages: readonly Page[]; sections: readonly Section[] },
  check: ContentCheck,
): Promise<void> {
  const source = copy.pages.length ? copy.pages : [starterHomePage(websiteId)];
  const hasHome = source.some((p) => p.isHome);
  const inserted = await db
    .insert(pages)
    .values(
      source.map((p, i) => ({
        websiteId,
        title: p.title,
        slug: p.slug,
        order: i,
        isHome: hasHome ? p.isHome : i === 0,
        inNav: p.inNav,
        seo: p.seo,
        formerSlugs: p.formerSlugs,
      })),
    )
    .returning({ id: pages.id, order: pages.order });
  const newId = new Map(source.map((p, i) => [p.id, inserted.find((r) => r.order === i)?.id]));
  const homeSource = hasHome ? source.find((p) => p.isHome) : source[0];
  const home = homeSource ? newId.get(homeSource.id) : undefined;
  if (home === undefined) throw new Error('pages insert returned nothing');
  await insertSections(
    db,
    { websiteId, pageId: home },
    copy.sections.map((s) => ({ ...s, pageId: newId.get(s.pageId) ?? home })),
    0,
    check,
  );
}
