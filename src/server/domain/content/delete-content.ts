import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contentItems } from '../../db/schema';
import { findOwnedContent } from './content-rows';

/** DELETE /api/content/{id} */
export async function deleteContent(db: Db, userId: number, id: number): Promise<void> {
  await findOwnedContent(db, userId, id);
  await db
    .delete(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.userId, userId)));
}
