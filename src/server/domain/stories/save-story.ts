import { and, eq, sql } from 'drizzle-orm';
import { STORY_LIMITS, type Story, type StoryFields } from '../../../model/stories/story';
import type { Db } from '../../db/database';
import { stories } from '../../db/schema';
import { recordActivity } from '../activity/record-activity';
import { findOwnedAvatar } from '../avatars/avatar-rows';
import { findOwnedStory, storyFromRow } from './story-rows';
import { assertRoomToKeep } from '../room-to-keep';

/** The avatar a story speaks to must be one of the coach's own: another coach's is a 404. */
async function checkAvatar(db: Db, userId: number, fields: StoryFields): Promise<void> {
  if (fields.avatarId !== null) await findOwnedAvatar(db, userId, fields.avatarId);
}

/** POST /api/stories: a new story in the bank (STORY_LIMITS.perCoach at most). */
export async function createStory(db: Db, userId: number, fields: StoryFields): Promise<Story> {
  return db.transaction(async (tx) => {
    await assertRoomToKeep(tx, userId, {
      table: stories,
      owner: stories.userId,
      max: STORY_LIMITS.perCoach,
      full: `You can keep up to ${STORY_LIMITS.perCoach} stories. Delete one you no longer use to add another.`,
    });
    await checkAvatar(tx, userId, fields);
    const [row] = await tx
      .insert(stories)
      .values({ userId, kind: fields.kind, avatarId: fields.avatarId, fields })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordActivity(tx, userId, 'story-added', fields.title);
    return storyFromRow(row);
  });
}

/** PUT /api/stories/{id}: replaces the story with what the form holds. */
export async function updateStory(
  db: Db,
  userId: number,
  id: number,
  fields: StoryFields,
): Promise<Story> {
  await findOwnedStory(db, userId, id);
  await checkAvatar(db, userId, fields);
  const [row] = await db
    .update(stories)
    .set({ kind: fields.kind, avatarId: fields.avatarId, fields, updatedAt: sql`now()` })
    .where(and(eq(stories.id, id), eq(stories.userId, userId)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return storyFromRow(row);
}

/** DELETE /api/stories/{id} */
export async function deleteStory(db: Db, userId: number, id: number): Promise<void> {
  await findOwnedStory(db, userId, id);
  await db.delete(stories).where(and(eq(stories.id, id), eq(stories.userId, userId)));
}
