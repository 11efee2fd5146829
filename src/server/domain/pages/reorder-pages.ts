import { asc, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../model/pages';
import type { Db } from '../../db/database';
import { pages } from '../../db/schema';
import { findOwnedWebsite, touchWebsite } from '../owned';
import { checkSameMembers, idArray } from '../reorder';
import { pagesOf } from './page-rows';

/** Sets the navigation order of all of a website's pages in one statement. */
export async function reorderPages(
  db: Db,
  userId: number,
  websiteId: number,
  pageIds: number[],
): Promise<Page[]> {
  await findOwnedWebsite(db, userId, websiteId);
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.websiteId, websiteId))
      .orderBy(asc(pages.id))
      .for('update');
    checkSameMembers(
      current.map((p) => p.id),
      pageIds,
      'pageIds',
    );
    await tx.execute(sql`
      UPDATE pages SET "order" = v.position - 1
      FROM unnest(${idArray(pageIds)}) WITH ORDINALITY AS v(id, position)
      WHERE pages.id = v.id AND pages.website_id = ${websiteId}`);
    await touchWebsite(tx, websiteId);
  });
  return pagesOf(db, websiteId);
}
