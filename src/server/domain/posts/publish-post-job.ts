import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { posts } from '../../db/schema';
import { defineJob, RetryLater } from '../../queue/define-job';
import { enqueue } from '../../queue/enqueue';

/**
 * Publishes the scheduled posts due at `now` (one post's, when `postId` is given): only those still
 * scheduled, so running it twice, or on several processes, publishes each once. Their publishedAt
 * is the time they were scheduled for. Answers the ids published.
 */
export async function publishDuePosts(db: Db, now: Date, postId?: number): Promise<number[]> {
  const rows = await db
    .update(posts)
    .set({ state: 'published', publishedAt: sql`${posts.publishAt}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(posts.state, 'scheduled'),
        lte(posts.publishAt, now),
        postId === undefined ? undefined : eq(posts.id, postId),
      ),
    )
    .returning({ id: posts.id });
  return rows.map((r) => r.id);
}

/** When a post still waiting for its time goes live; null when it is not scheduled any more. */
async function stillScheduledFor(db: Db, postId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: posts.publishAt })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.state, 'scheduled')));
  return row?.at ?? null;
}

type PublishPostContext = { db: Db; now: () => Date };

/**
 * A scheduled post goes live (issue 38). A post made a draft or published meanwhile is left as it
 * is; one scheduled later again has its own job. A run a little early (the database's clock ahead
 * of this process's) tries again when the post is due.
 */
export const publishPostJob = defineJob({
  kind: 'publish-post',
  payload: z.object({ postId: z.number().int().positive() }),
  run: async (job, { db, now }: PublishPostContext) => {
    const at = now();
    const published = await publishDuePosts(db, at, job.payload.postId);
    if (published.length > 0) return;
    const due = await stillScheduledFor(db, job.payload.postId);
    if (due && due.getTime() > at.getTime()) {
      throw new RetryLater(due.getTime() - at.getTime(), 'the post is not due yet');
    }
  },
});

/**
 * Adds the job that publishes `postId` at `publishAt`, in the transaction that schedules it. The key
 * names the post and its time: processes asking together add it once, and a new time its own job.
 */
export function enqueuePostPublishing(db: Db, postId: number, publishAt: Date, now: Date) {
  return enqueue(
    db,
    publishPostJob,
    { postId },
    {
      key: `${publishPostJob.kind}:${postId}:${publishAt.getTime()}`,
      delayMs: Math.max(0, publishAt.getTime() - now.getTime()),
    },
  );
}
