import { and, eq } from 'drizzle-orm';
import { storyInputSchema, type Story } from '../../../model/stories/story';
import type { Db } from '../../db/database';
import { stories } from '../../db/schema';
import { notFound } from '../../errors';

type StoryRow = typeof stories.$inferSelect;

/** A stored story as the API answers it; the avatar column wins (a deleted avatar is null). */
export function storyFromRow(row: StoryRow): Story {
  const parsed = storyInputSchema.safeParse(row.fields);
  const fields = parsed.success ? parsed.data : storyInputSchema.parse({ title: 'Story' });
  return {
    ...fields,
    avatarId: row.avatarId,
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One of the coach's stories, or 404 (another coach's story is not found either). */
export async function findOwnedStory(db: Db, userId: number, id: number): Promise<StoryRow> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), eq(stories.userId, userId)));
  if (!row) throw notFound('Story');
  return row;
}
