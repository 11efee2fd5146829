import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { elements } from '../../db/schema';
import { findOwnedElement, touchWebsite } from '../owned';

export async function deleteElement(db: Db, userId: number, elementId: number): Promise<void> {
  const { websiteId } = await findOwnedElement(db, userId, elementId);
  await db.transaction(async (tx) => {
    await tx.delete(elements).where(eq(elements.id, elementId));
    await touchWebsite(tx, websiteId);
  });
}
