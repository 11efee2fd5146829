import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { notFound } from '../../errors';

/** When the coach's website last changed, without reading its content; 404 for another's. */
export async function websiteStamp(
  db: Db,
  userId: number,
  websiteId: number,
): Promise<{ id: number; template: string; updatedAt: string }> {
  const [row] = await db
    .select({ id: websites.id, template: websites.template, updatedAt: websites.updatedAt })
    .from(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)));
  if (!row) throw notFound('Website');
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
