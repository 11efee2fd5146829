import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { PostSummary } from '../../../model/posts';
import type { Db } from '../../db/database';
import { posts } from '../../db/schema';
import { findOwnedWebsite } from '../owned';
import { postSummaryFromRow } from './post-rows';

/** Every column of a post but its body (the list never sends bodies, so never reads them). */
function summaryColumns() {
  const columns: Partial<ReturnType<typeof getTableColumns<typeof posts>>> = {
    ...getTableColumns(posts),
  };
  delete columns.body;
  return columns as Omit<ReturnType<typeof getTableColumns<typeof posts>>, 'body'>;
}

/** GET /api/websites/{id}/posts: the website's posts without their bodies, last changed first. */
export async function listPosts(db: Db, userId: number, websiteId: number): Promise<PostSummary[]> {
  await findOwnedWebsite(db, userId, websiteId);
  const rows = await db
    .select(summaryColumns())
    .from(posts)
    .where(eq(posts.websiteId, websiteId))
    .orderBy(desc(posts.updatedAt), desc(posts.id));
  return rows.map(postSummaryFromRow);
}
