import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sections } from '../../db/schema';
import { findOwnedSection, touchWebsite } from '../owned';

/** Deletes a section and its elements. */
export async function deleteSection(db: Db, userId: number, sectionId: number): Promise<void> {
  const { section } = await findOwnedSection(db, userId, sectionId);
  await db.transaction(async (tx) => {
    await tx.delete(sections).where(eq(sections.id, sectionId));
    await touchWebsite(tx, section.websiteId);
  });
}
