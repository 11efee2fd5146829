import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  STORY_PARTS,
  type StoriesAnswer,
  type Story,
  type StoryQuery,
} from '../../../model/stories/story';
import type { Db } from '../../db/database';
import { stories } from '../../db/schema';
import { storyFromRow } from './story-rows';

/** Every word of a story a search looks in, lower-cased. */
function searchable(story: Story): string {
  return [
    story.title,
    story.text,
    story.person,
    story.result,
    ...story.tags,
    ...STORY_PARTS.map((p) => story.parts[p]),
  ]
    .join('\n')
    .toLowerCase();
}

/**
 * GET /api/stories: the coach's stories, newest first, by kind and avatar (in the query), tag and
 * words (on the few hundred a coach keeps, case-insensitively).
 */
export async function listStories(
  db: Db,
  userId: number,
  query: StoryQuery,
): Promise<StoriesAnswer> {
  const where: SQL[] = [eq(stories.userId, userId)];
  if (query.kind) where.push(eq(stories.kind, query.kind));
  if (query.avatarId) where.push(eq(stories.avatarId, query.avatarId));
  const rows = await db
    .select()
    .from(stories)
    .where(and(...where))
    .orderBy(desc(stories.id));
  const tag = query.tag?.toLowerCase();
  const words = query.q?.toLowerCase();
  const found = rows
    .map(storyFromRow)
    .filter((s) => !tag || s.tags.some((t) => t.toLowerCase() === tag))
    .filter((s) => !words || searchable(s).includes(words));
  return { stories: found };
}
