import { asc, eq, sql } from 'drizzle-orm';
import type { Section } from '../../../model/website';
import type { Db } from '../../db/database';
import { sections } from '../../db/schema';
import { findOwnedWebsite, touchWebsite } from '../owned';
import { checkSameMembers, idArray } from '../reorder';
import { getWebsite } from '../websites/get-website';

/** Sets the order of all of a website's sections in one statement. */
export async function reorderSections(
  db: Db,
  userId: number,
  websiteId: number,
  sectionIds: number[],
): Promise<Section[]> {
  await findOwnedWebsite(db, userId, websiteId);
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.websiteId, websiteId))
      .orderBy(asc(sections.id))
      .for('update');
    checkSameMembers(
      current.map((s) => s.id),
      sectionIds,
      'sectionIds',
    );
    await tx.execute(sql`
      UPDATE sections SET "order" = v.position - 1
      FROM unnest(${idArray(sectionIds)}) WITH ORDINALITY AS v(id, position)
      WHERE sections.id = v.id AND sections.website_id = ${websiteId}`);
    await touchWebsite(tx, websiteId);
  });
  return (await getWebsite(db, userId, websiteId)).sections;
}
