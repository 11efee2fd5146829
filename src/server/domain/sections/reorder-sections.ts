import { asc, eq, sql } from 'drizzle-orm';
import type { Section } from '../../../model/website';
import type { Db } from '../../db/database';
import { sections } from '../../db/schema';
import { findOwnedWebsite, touchWebsite } from '../owned';
import { checkSameMembers, idArray } from '../reorder';
import { getWebsite } from '../websites/get-website';

type Placed = { id: number; pageId: number };

/**
 * The website's whole new order. `sectionIds` lists every section of the website, or every section
 * of one page (issue 38): that page's sections take its places in the order, in the new sequence,
 * and the other pages' sections keep theirs.
 */
function wholeOrder(current: readonly Placed[], sectionIds: number[]): number[] {
  if (sectionIds.length >= current.length) {
    checkSameMembers(
      current.map((s) => s.id),
      sectionIds,
      'sectionIds',
    );
    return sectionIds;
  }
  const pageId = current.find((s) => s.id === sectionIds[0])?.pageId;
  const onPage = current.filter((s) => s.pageId === pageId);
  checkSameMembers(
    (onPage.length ? onPage : current).map((s) => s.id),
    sectionIds,
    'sectionIds',
  );
  const next = [...sectionIds];
  return current.map((s) => (s.pageId === pageId ? (next.shift() as number) : s.id));
}

/** Sets the order of a website's sections (all of them, or one page's) in one statement. */
export async function reorderSections(
  db: Db,
  userId: number,
  websiteId: number,
  sectionIds: number[],
): Promise<Section[]> {
  await findOwnedWebsite(db, userId, websiteId);
  await db.transaction(async (tx) => {
    // Rows are locked in id order, as every reorder locks them, so two never wait on each other.
    const current = await tx
      .select({ id: sections.id, pageId: sections.pageId, order: sections.order })
      .from(sections)
      .where(eq(sections.websiteId, websiteId))
      .orderBy(asc(sections.id))
      .for('update');
    current.sort((a, b) => a.order - b.order || a.id - b.id);
    const order = wholeOrder(current, sectionIds);
    await tx.execute(sql`
      UPDATE sections SET "order" = v.position - 1
      FROM unnest(${idArray(order)}) WITH ORDINALITY AS v(id, position)
      WHERE sections.id = v.id AND sections.website_id = ${websiteId}`);
    await touchWebsite(tx, websiteId);
  });
  return (await getWebsite(db, userId, websiteId)).sections;
}
