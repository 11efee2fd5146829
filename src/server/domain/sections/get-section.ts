import { asc, eq } from 'drizzle-orm';
import type { Section } from '../../../model/website';
import type { Db } from '../../db/database';
import { elements, sections } from '../../db/schema';
import { notFound } from '../../errors';
import { toElement, toSection } from '../rows';

/** A section with its elements in order; callers have checked ownership. */
export async function getSection(db: Db, sectionId: number): Promise<Section> {
  const [row] = await db.select().from(sections).where(eq(sections.id, sectionId));
  if (!row) throw notFound('Section');
  const elementRows = await db
    .select()
    .from(elements)
    .where(eq(elements.sectionId, sectionId))
    .orderBy(asc(elements.order), asc(elements.id));
  return toSection(row, elementRows.map(toElement));
}
