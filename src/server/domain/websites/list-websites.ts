import { desc, eq } from 'drizzle-orm';
import type { WebsiteSummary } from '../../../model/website';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { toWebsiteSummary } from '../rows';

export async function listWebsites(db: Db, userId: number): Promise<WebsiteSummary[]> {
  const rows = await db
    .select()
    .from(websites)
    .where(eq(websites.userId, userId))
    .orderBy(desc(websites.updatedAt), desc(websites.id));
  return rows.map(toWebsiteSummary);
}
