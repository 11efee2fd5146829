import { describe, expect, it } from 'vitest';
import type { Post } from '../../model/posts';
import type { Section } from '../../model/website';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';

const t = setupTestApp();

const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

async function websiteWithLatestPosts(name: string, template: string) {
  const website = await createWebsite(t, { name, template });
  const added = await t.call('POST', `/api/websites/${website.id}/sections`, {
    type: 'latest-posts',
    title: 'From the journal',
  });
  expect(added.status).toBe(201);
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  const slug = new URL((published.body as { url: string }).url).pathname.split('/').pop() ?? '';
  return { website, section: added.body as Section, slug };
}

async function publishPost(websiteId: number, title: string, excerpt: string): Promise<Post> {
  const created = await t.call('POST', `/api/websites/${websiteId}/posts`, {
    title,
    excerpt,
    body: '<p>Words.</p>',
  });
  const post = (created.body as { post: Post }).post;
  const state = await t.call('PUT', `/api/posts/${post.id}/state`, { state: 'published' });
  expect(state.status).toBe(200);
  return post;
}

describe('the Latest posts section (issue 38)', () => {
  it('lists the blog’s newest posts on the live page, without a publish, newest first', async () => {
    const { website, slug } = await websiteWithLatestPosts('Journal Coach', 'coach');
    const empty = await visit(`/s/${slug}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('From the journal');
    expect(empty.body).toContain('New posts are on their way.');
    expect(empty.body).not.toContain('data-cs-latest-posts');

    const first = await publishPost(website.id, 'Five calm mornings', 'How I start the day.');
    const second = await publishPost(website.id, 'Saying no kindly', 'Boundaries that hold.');
    const page = await waitFor('the posts on the page', async () => {
      const answer = await visit(`/s/${slug}`);
      return answer.body.includes('Saying no kindly') ? answer.body : null;
    });
    expect(page.indexOf('Saying no kindly')).toBeLessThan(page.indexOf('Five calm mornings'));
    expect(page).toContain(`href="/s/${slug}/blog/${second.slug}"`);
    expect(page).toContain(`href="/s/${slug}/blog/${first.slug}"`);
    expect(page).toContain(`href="/s/${slug}/blog"`);
    expect(page).toContain('Boundaries that hold.');
    expect(page).not.toContain('data-cs-latest-posts');
    // Asked again (the door leaves such a page to the route): the same posts.
    expect((await visit(`/s/${slug}`)).body).toBe(page);
  });

  it('is a section every template family draws', async () => {
    for (const template of ['coach-exact', 'coaching-offer', 'coach-bold']) {
      const { website, slug, section } = await websiteWithLatestPosts(
        `Family ${template}`,
        template,
      );
      await publishPost(website.id, `News of ${template}`, '');
      const page = await waitFor(template, async () => {
        const answer = await visit(`/s/${slug}`);
        return answer.body.includes(`News of ${template}`) ? answer.body : null;
      });
      expect(page, template).toContain(`id="latest-posts-${section.id}"`);
    }
  });
});
