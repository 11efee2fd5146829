import { and, desc, eq } from 'drizzle-orm';
import type { ContentKind, ContentListAnswer } from '../../../model/ai/content';
import type { Db } from '../../db/database';
import { contentItems } from '../../db/schema';
import { contentFromRow } from './content-rows';

/** GET /api/content?kind=: the coach's generations, newest first. */
export async function listContent(
  db: Db,
  userId: number,
  kind: ContentKind | undefined,
): Promise<ContentListAnswer> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), kind ? eq(contentItems.kind, kind) : undefined))
    .orderBy(desc(contentItems.id));
  return { items: rows.map(contentFromRow) };
}
