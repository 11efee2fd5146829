import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { notFound } from '../../errors';
import { releaseSlug } from '../publishing/released-slugs';

/**
 * Deletes a website; its sections and elements go with it (foreign keys cascade). Its address is
 * held for this coach for a while, so old links never lead to another coach's page.
 */
export async function deleteWebsite(db: Db, userId: number, websiteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(websites)
      .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)))
      .returning({ slug: websites.slug });
    if (!row) throw notFound('Website');
    if (row.slug !== null) await releaseSlug(tx, row.slug, userId);
  });
}
