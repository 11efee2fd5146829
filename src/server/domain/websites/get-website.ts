import { asc, eq, inArray } from 'drizzle-orm';
import type { Element, Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { elements, sections } from '../../db/schema';
import { findOwnedWebsite } from '../owned';
import { toElement, toSection, toWebsiteSummary } from '../rows';

/** The website with its sections in order, each with its elements in order. */
export async function getWebsite(db: Db, userId: number, websiteId: number): Promise<Website> {
  const website = await findOwnedWebsite(db, userId, websiteId);
  const sectionRows = await db
    .select()
    .from(sections)
    .where(eq(sections.websiteId, websiteId))
    .orderBy(asc(sections.order), asc(sections.id));
  const elementRows = sectionRows.length
    ? await db
        .select()
        .from(elements)
        .where(
          inArray(
            elements.sectionId,
            sectionRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(elements.order), asc(elements.id))
    : [];
  const bySection = new Map<number, Element[]>();
  for (const row of elementRows) {
    const list = bySection.get(row.sectionId) ?? [];
    list.push(toElement(row));
    bySection.set(row.sectionId, list);
  }
  return {
    ...toWebsiteSummary(website),
    sections: sectionRows.map((s) => toSection(s, bySection.get(s.id))),
  };
}
