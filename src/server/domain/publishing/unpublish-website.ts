import { and, eq } from 'drizzle-orm';
import type { WebsiteSummary } from '../../../model/website';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { notFound } from '../../errors';
import { toWebsiteSummary } from '../rows';

/** Takes the live page down; the publications stay, so publishing again brings it back. */
export async function unpublishWebsite(
  db: Db,
  userId: number,
  websiteId: number,
): Promise<WebsiteSummary> {
  const [row] = await db
    .update(websites)
    .set({ isPublished: false, livePublicationId: null })
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)))
    .returning();
  if (!row) throw notFound('Website');
  return toWebsiteSummary(row);
}
