import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { elements, sections } from '../../db/schema';
import { findOwnedElement, touchWebsite } from '../owned';

export async function deleteElement(db: Db, userId: number, elementId: number): Promise<void> {
  const element = await findOwnedElement(db, userId, elementId);
  const [section] = await db
    .select({ websiteId: sections.websiteId })
    .from(sections)
    .where(eq(sections.id, element.sectionId));
  await db.delete(elements).where(eq(elements.id, elementId));
  if (section) await touchWebsite(db, section.websiteId);
}
