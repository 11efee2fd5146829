import { and, eq } from 'drizzle-orm';
import type { ContentItem } from '../../../model/ai/content';
import type { Db } from '../../db/database';
import { contentItems } from '../../db/schema';
import { notFound } from '../../errors';

type ContentRow = typeof contentItems.$inferSelect;

export function contentFromRow(row: ContentRow): ContentItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    avatarId: row.avatarId,
    avatarName: row.avatarName,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    sources: row.sources,
    proofNeeded: row.proofNeeded,
    flags: row.flags,
    body: row.body,
  };
}

/** One of the coach's content items, or 404. */
export async function findOwnedContent(db: Db, userId: number, id: number): Promise<ContentRow> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.userId, userId)));
  if (!row) throw notFound('Content');
  return row;
}
