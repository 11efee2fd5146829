import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { notFound } from '../../errors';

/** Deletes a website; its sections and elements go with it (foreign keys cascade). */
export async function deleteWebsite(db: Db, userId: number, websiteId: number): Promise<void> {
  const rows = await db
    .delete(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)))
    .returning({ id: websites.id });
  if (rows.length === 0) throw notFound('Website');
}
