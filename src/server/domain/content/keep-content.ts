import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { CONTENT_KEPT, type ContentBody, type ContentKind } from '../../../model/ai/content';
import type { Db } from '../../db/database';
import { contentItems } from '../../db/schema';
import { recordActivity } from '../activity/record-activity';

export type NewContent = {
  kind: ContentKind;
  title: string;
  avatarId: number | null;
  avatarName: string;
  provider: string;
  sources: string[];
  proofNeeded: string[];
  flags: string[];
  body: ContentBody;
};

/** Keeps a generation in the coach's content library; past CONTENT_KEPT the oldest go. */
export async function keepContent(db: Db, userId: number, item: NewContent): Promise<number> {
  const [row] = await db
    .insert(contentItems)
    .values({ userId, ...item, title: item.title.slice(0, 200) })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('insert returned no row');
  await recordActivity(db, userId, 'content-generated', item.title);
  const newest = db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.userId, userId))
    .orderBy(desc(contentItems.id))
    .limit(CONTENT_KEPT);
  const stale = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), notInArray(contentItems.id, newest)));
  if (stale.length > 0) {
    await db.delete(contentItems).where(
      inArray(
        contentItems.id,
        stale.map((s) => s.id),
      ),
    );
  }
  return row.id;
}
