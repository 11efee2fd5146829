import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pages } from '../../db/schema';
import { AppError } from '../../errors';
import { homePageId } from './page-rows';
import { SHARED_SECTION_TYPES } from '../../../model/page-view';

/** The page a new section goes on: the one asked for if it is this website's, else the home page. */
export async function pageToAddTo(
  db: Db,
  websiteId: number,
  pageId: number | undefined,
  sectionType: string,
): Promise<number> {
  if (pageId === undefined) return homePageId(db, websiteId);
  const [page] = await db
    .select({ id: pages.id, isHome: pages.isHome })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.websiteId, websiteId)));
  if (!page)
    throw new AppError('bad_request', 'pageId is not a page of this website', {
      pageId: 'is not a page of this website',
    });
  // The home page's header and footer are drawn on every page; a second one would be drawn twice.
  if (!page.isHome && SHARED_SECTION_TYPES.has(sectionType))
    throw new AppError('bad_request', 'The header and footer belong to the home page', {
      type: 'is shared by every page: add it to the home page',
    });
  return page.id;
}
