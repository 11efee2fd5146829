import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWebsite } from '../../../../test/support/builders';
import { setupTestApp } from '../../../../test/support/test-app';
import type { Post } from '../../../model/posts';
import { jobs } from '../../db/schema';
import { publishPostHandler, publishPostsMissed } from '../../jobs/publish-posts';
import { RetryLater } from '../../queue/define-job';
import { enqueuePostPublishing, publishPostJob } from './publish-post-job';

const t = setupTestApp();
const HOUR = 3_600_000;

async function scheduledPost(title: string, at: Date): Promise<Post> {
  const website = await createWebsite(t, { name: title });
  const made = await t.call('POST', `/api/websites/${website.id}/posts`, { title });
  const { id } = (made.body as { post: Post }).post;
  const set = await t.call('PUT', `/api/posts/${id}/state`, {
    state: 'scheduled',
    publishAt: at.toISOString(),
    timeZone: 'America/New_York',
  });
  return (set.body as { post: Post }).post;
}

const stateOf = async (id: number) =>
  ((await t.call('GET', `/api/posts/${id}`)).body as { post: Post }).post;

/** One run of the job for `postId`, as a runner would start it, with the clock at `now`. */
const runAt = (postId: number, now: Date) =>
  publishPostJob.run(
    {
      id: 1,
      kind: publishPostJob.kind,
      key: null,
      attempts: 1,
      coachId: null,
      lane: null,
      payload: { postId },
    },
    { db: t.database.db, now: () => now },
    new AbortController().signal,
  );

describe('a scheduled post goes live at its time', () => {
  it('waits in one job per post and time, however many processes ask', async () => {
    const at = new Date(Date.now() + HOUR);
    const post = await scheduledPost('One job', at);
    const key = `publish-post:${post.id}:${at.getTime()}`;
    // A second process scheduling the same post for the same time adds nothing.
    expect(await enqueuePostPublishing(t.database.db, post.id, at, new Date())).toBe(false);
    const waiting = await t.database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.payload).toEqual({ postId: post.id });
    expect(Math.abs((waiting[0]?.runAt.getTime() ?? 0) - at.getTime())).toBeLessThan(60_000);
  });

  it('publishes at its time (not before), once, with the time it was scheduled for', async () => {
    const at = new Date(Date.now() + HOUR);
    const post = await scheduledPost('On the hour', at);
    await expect(runAt(post.id, new Date(at.getTime() - 1000))).rejects.toBeInstanceOf(RetryLater);
    expect((await stateOf(post.id)).state).toBe('scheduled');
    await runAt(post.id, new Date(at.getTime() + 10));
    const live = await stateOf(post.id);
    expect(live).toMatchObject({ state: 'published', publishedAt: at.toISOString() });
    // Run again (a second process, a retry): nothing changes.
    await runAt(post.id, new Date(at.getTime() + HOUR));
    expect(await stateOf(post.id)).toEqual(live);
  });

  it('leaves a post taken back to draft before its time as a draft', async () => {
    const at = new Date(Date.now() + HOUR);
    const post = await scheduledPost('Changed her mind', at);
    await t.call('PUT', `/api/posts/${post.id}/state`, { state: 'draft' });
    await runAt(post.id, new Date(at.getTime() + 10));
    expect((await stateOf(post.id)).state).toBe('draft');
  });

  it('publishes, at start, the posts whose time passed while no process ran', async () => {
    const at = new Date(Date.now() + HOUR);
    const post = await scheduledPost('Missed while down', at);
    const logged: string[] = [];
    const clock = { now: () => at.getTime() + 5000 };
    await publishPostsMissed(t.database.db, { clock }, (_level, message) => logged.push(message));
    expect((await stateOf(post.id)).state).toBe('published');
    expect(logged.join()).toMatch(/published \d+ scheduled post/);
    // The runner takes this kind of job.
    expect(publishPostHandler(t.database.db, { clock }).kind).toBe('publish-post');
  });
});
