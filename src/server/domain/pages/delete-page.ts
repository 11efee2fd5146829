import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pages } from '../../db/schema';
import { AppError } from '../../errors';
import { touchWebsite } from '../owned';
import { findOwnedPage } from './owned-page';

/** Deletes a page; its sections and their elements go with it (the foreign keys cascade). */
export async function deletePage(db: Db, userId: number, pageId: number): Promise<void> {
  const { page } = await findOwnedPage(db, userId, pageId);
  if (page.isHome) {
    throw new AppError(
      'conflict',
      'The home page cannot be deleted: make another page the home page first',
    );
  }
  await db.transaction(async (tx) => {
    // Not the home page even if it became it since it was read.
    await tx.delete(pages).where(and(eq(pages.id, pageId), eq(pages.isHome, false)));
    await touchWebsite(tx, page.websiteId);
  });
}
