import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pages } from '../../db/schema';
import { AppError } from '../../errors';
import { homePageId } from './page-rows';

/** The page a new section goes on: the one asked for if it is this website's, else the home page. */
export async function pageToAddTo(
  db: Db,
  websiteId: number,
  pageId: number | undefined,
): Promise<number> {
  if (pageId === undefined) return homePageId(db, websiteId);
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.websiteId, websiteId)));
  if (!page)
    throw new AppError('bad_request', 'pageId is not a page of this website', {
      pageId: 'is not a page of this website',
    });
  return page.id;
}
