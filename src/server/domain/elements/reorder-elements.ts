import { asc, eq, sql } from 'drizzle-orm';
import type { Element } from '../../../model/website';
import type { Db } from '../../db/database';
import { elements } from '../../db/schema';
import { findOwnedSection, touchWebsite } from '../owned';
import { checkSameMembers, idArray } from '../reorder';
import { getSection } from '../sections/get-section';

/** Sets the order of all of a section's elements in one statement. */
export async function reorderElements(
  db: Db,
  userId: number,
  sectionId: number,
  elementIds: number[],
): Promise<Element[]> {
  const { section } = await findOwnedSection(db, userId, sectionId);
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: elements.id })
      .from(elements)
      .where(eq(elements.sectionId, sectionId))
      .orderBy(asc(elements.id))
      .for('update');
    checkSameMembers(
      current.map((e) => e.id),
      elementIds,
      'elementIds',
    );
    await tx.execute(sql`
      UPDATE elements SET "order" = v.position - 1
      FROM unnest(${idArray(elementIds)}) WITH ORDINALITY AS v(id, position)
      WHERE elements.id = v.id AND elements.section_id = ${sectionId}`);
    await touchWebsite(tx, section.websiteId);
  });
  return (await getSection(db, sectionId)).elements;
}
