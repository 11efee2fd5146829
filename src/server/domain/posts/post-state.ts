import { and, eq, sql } from 'drizzle-orm';
import type { Post, PostStateInput } from '../../../model/posts';
import type { Db } from '../../db/database';
import { posts } from '../../db/schema';
import { notFound } from '../../errors';
import { findOwnedPost, postFromRow } from './post-rows';
import { enqueuePostPublishing } from './publish-post-job';

/**
 * PUT /api/posts/{id}/state: 'draft' takes the post off the blog; 'published' puts it on now (it
 * keeps the date it was first published); 'scheduled' at `publishAt` through the publish-post job,
 * or now when that time has passed. The state is not the post's content: its version stays, so an
 * editor open on it keeps saving.
 */
export async function setPostState(
  db: Db,
  userId: number,
  postId: number,
  input: PostStateInput,
  now: Date,
): Promise<Post> {
  const post = await findOwnedPost(db, userId, postId);
  const at = input.state === 'scheduled' ? new Date(input.publishAt) : null;
  const publishNow = input.state === 'published' || (at !== null && at <= now);
  return db.transaction(async (tx) => {
    const change = publishNow
      ? {
          state: 'published' as const,
          publishAt: null,
          publishedAt: post.publishedAt ?? now,
        }
      : at
        ? {
            state: 'scheduled' as const,
            publishAt: at,
            timeZone: input.state === 'scheduled' ? (input.timeZone ?? post.timeZone) : null,
          }
        : { state: 'draft' as const, publishAt: null };
    const [row] = await tx
      .update(posts)
      .set({ ...change, updatedAt: sql`now()` })
      .where(and(eq(posts.id, post.id), eq(posts.websiteId, post.websiteId)))
      .returning();
    if (!row) throw notFound('Post');
    if (change.state === 'scheduled')
      await enqueuePostPublishing(tx, row.id, change.publishAt, now);
    return postFromRow(row);
  });
}
