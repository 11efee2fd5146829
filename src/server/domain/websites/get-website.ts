import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../model/pages';
import type { Section, Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { notFound } from '../../errors';
import { toSections, toWebsiteSummary, type StoredElement } from '../rows';

type StoredSections = (Omit<Section, 'elements'> & { elements: StoredElement[] })[];

/**
 * The sections in order, each with its elements in order, built by PostgreSQL as one JSON value:
 * one round trip and one value to move instead of hundreds of rows (see docs/performance.md).
 */
const sectionsJson = sql<StoredSections>`coalesce((
  SELECT json_agg(json_build_object(
    'id', s.id, 'websiteId', s.website_id, 'pageId', s.page_id, 'name', s.name, 'type', s.type, 'order', s."order",
    'title', s.title, 'version', s.version,
    'elements', coalesce((
      SELECT json_agg(json_build_object(
        'id', e.id, 'sectionId', e.section_id, 'type', e.type, 'order', e."order",
        'content', e.content, 'contentVersion', e.content_version, 'styles', e.styles,
        'version', e.version
      ) ORDER BY e."order", e.id)
      FROM elements e WHERE e.section_id = s.id
    ), '[]'::json)
  ) ORDER BY s."order", s.id)
  FROM sections s WHERE s.website_id = "websites"."id"
), '[]'::json)`;

/** The pages in navigation order, as one JSON value beside the sections. */
const pagesJson = sql<Page[]>`coalesce((
  SELECT json_agg(json_build_object(
    'id', p.id, 'websiteId', p.website_id, 'title', p.title, 'slug', p.slug, 'order', p."order",
    'isHome', p.is_home, 'inNav', p.in_nav, 'seo', p.seo, 'formerSlugs', p.former_slugs,
    'version', p.version
  ) ORDER BY p."order", p.id)
  FROM pages p WHERE p.website_id = "websites"."id"
), '[]'::json)`;

/** A website with its content, or undefined; callers decide who may read it. */
export async function readWebsite(db: Db, where: SQL | undefined): Promise<Website | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(websites), sections: sectionsJson, pages: pagesJson })
    .from(websites)
    .where(where);
  if (!row) return undefined;
  const { sections, pages, ...website } = row;
  const parsed = typeof sections === 'string' ? (JSON.parse(sections) as StoredSections) : sections;
  const pageList = typeof pages === 'string' ? (JSON.parse(pages) as Page[]) : pages;
  return { ...toWebsiteSummary(website), sections: toSections(parsed), pages: pageList };
}

/** The website with its sections in order, each with its elements in order; one consistent read. */
export async function getWebsite(db: Db, userId: number, websiteId: number): Promise<Website> {
  const website = await readWebsite(
    db,
    and(eq(websites.id, websiteId), eq(websites.userId, userId)),
  );
  if (!website) throw notFound('Website');
  return website;
}
