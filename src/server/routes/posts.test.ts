import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/support/test-app';
import { createWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { EXAMPLE_AVATAR } from '../../model/avatars/example-avatar';
import type { KillerCopyAnswer } from '../../model/ai/api';
import { POST_LIMITS, type Post, type PostSummary } from '../../model/posts';
import { RESERVED_PAGE_SLUG_REASON } from '../../model/pages';
import { posts } from '../db/schema';

const t = setupTestApp();

const create = async (websiteId: number, body: unknown, as?: string) =>
  t.call('POST', `/api/websites/${websiteId}/posts`, body, as);
const postOf = (answer: { body: unknown }) => (answer.body as { post: Post }).post;
const fieldsOf = (answer: { body: unknown }) => (answer.body as ErrorAnswer).error.fields;

describe('blog posts through the API', () => {
  it('makes a draft with an address from its title, the coach as author, and lists it', async () => {
    const website = await createWebsite(t, {
      name: 'Blogging',
      settings: { coachName: 'Maya Rivers' },
    });
    const made = await create(website.id, { title: 'Five Ways to Lead Calmly!' });
    expect(made.status).toBe(201);
    const post = postOf(made);
    expect(post).toMatchObject({
      slug: 'five-ways-to-lead-calmly',
      state: 'draft',
      author: 'Maya Rivers',
      body: '',
      tags: [],
      publishedAt: null,
      version: 1,
    });
    const again = postOf(await create(website.id, { title: 'Five ways to lead calmly' }));
    expect(again.slug).toBe('five-ways-to-lead-calmly-2');
    const reserved = postOf(await create(website.id, { title: 'Blog' }));
    expect(reserved.slug).toBe('blog-2');
    const listed = await t.call('GET', `/api/websites/${website.id}/posts`);
    const posts = (listed.body as { posts: PostSummary[] }).posts;
    expect(posts.map((p) => p.slug)).toEqual([reserved.slug, again.slug, post.slug]);
    expect(posts[0]).not.toHaveProperty('body');
    expect((await t.call('GET', `/api/posts/${post.id}`)).body).toEqual({ post });
  });

  it('defaults the author to the account’s name when the website names no coach', async () => {
    const website = await createWebsite(t, { name: 'Unnamed', settings: { coachName: '' } });
    expect(postOf(await create(website.id, { title: 'Hello' })).author).toBe('coach');
  });

  it('saves edits, keeps a former address, and refuses a stale version with 409', async () => {
    const website = await createWebsite(t, { name: 'Edits' });
    const post = postOf(await create(website.id, { title: 'First title' }));
    const edited = await t.call('PATCH', `/api/posts/${post.id}`, {
      title: 'Better title',
      slug: 'better-title',
      excerpt: '  Why calm wins.  ',
      tags: ['leadership', 'calm'],
      body: '<h2>Start</h2><p>Breathe <strong>out</strong>.</p>',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(postOf(edited)).toMatchObject({
      title: 'Better title',
      slug: 'better-title',
      excerpt: 'Why calm wins.',
      tags: ['leadership', 'calm'],
      body: '<h2>Start</h2><p>Breathe <strong>out</strong>.</p>',
      version: 2,
    });
    const stale = await t.call('PATCH', `/api/posts/${post.id}`, { title: 'Lost', version: 1 });
    expect(stale.status).toBe(409);
    expect(postOf(await t.call('GET', `/api/posts/${post.id}`)).title).toBe('Better title');
    const other = postOf(await create(website.id, { title: 'Other' }));
    const taken = await t.call('PATCH', `/api/posts/${other.id}`, { slug: 'better-title' });
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken)).toHaveProperty('slug');
    const reserved = await t.call('PATCH', `/api/posts/${other.id}`, { slug: 'feed.xml' });
    expect(fieldsOf(reserved)).toHaveProperty('slug');
    const word = await t.call('PATCH', `/api/posts/${other.id}`, { slug: 'tag' });
    expect(fieldsOf(word)?.slug).toBe(RESERVED_PAGE_SLUG_REASON);
  });

  it('refuses bad input by the field at fault, and a full blog with 409', async () => {
    const website = await createWebsite(t, { name: 'Refusals' });
    const bad: [unknown, string][] = [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(POST_LIMITS.titleMax + 1) }, 'title'],
      [{ title: 'ok', slug: 'Not A Slug' }, 'slug'],
      [
        {
          title: 'ok',
          tags: Array.from({ length: POST_LIMITS.tagsPerPost + 1 }, (_, i) => `t${i}`),
        },
        'tags',
      ],
      [{ title: 'ok', coverUrl: 'javascript:alert(1)' }, 'coverUrl'],
      [{ title: 'ok', body: `<p>${'x'.repeat(POST_LIMITS.bodyMax)}</p>` }, 'body'],
      [
        {
          title: 'ok',
          body: '<img src="https://example.com/a.png">'.repeat(POST_LIMITS.picturesPerPost + 1),
        },
        'body',
      ],
      [{ title: 'ok', state: 'published' }, 'state'],
    ];
    for (const [body, field] of bad) {
      const answer = await create(website.id, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fieldsOf(answer)).toHaveProperty(field);
    }
    const listed = await t.call('GET', `/api/websites/${website.id}/posts`);
    expect((listed.body as { posts: unknown[] }).posts).toEqual([]);
    // A full blog: the limit said, nothing added.
    await t.database.db.insert(posts).values(
      Array.from({ length: POST_LIMITS.postsPerWebsite }, (_, i) => ({
        websiteId: website.id,
        title: `Post ${i}`,
        slug: `post-${i}`,
      })),
    );
    const full = await create(website.id, { title: 'One too many' });
    expect(full.status).toBe(409);
    expect((full.body as ErrorAnswer).error.message).toContain(
      `up to ${POST_LIMITS.postsPerWebsite} posts`,
    );
    const state = await t.call('PUT', `/api/posts/999999/state`, { state: 'scheduled' });
    expect(state.status).toBe(400);
    expect(fieldsOf(state)).toHaveProperty('publishAt');
  });

  it('keeps another coach’s posts hidden: 404 for each of them', async () => {
    const website = await createWebsite(t, { name: 'Mine' });
    const post = postOf(await create(website.id, { title: 'Private' }));
    const other = await t.signUp('other-blogger@example.com');
    const asked: [string, string, unknown][] = [
      ['GET', `/api/posts/${post.id}`, undefined],
      ['PATCH', `/api/posts/${post.id}`, { title: 'Taken' }],
      ['PUT', `/api/posts/${post.id}/state`, { state: 'published' }],
      ['DELETE', `/api/posts/${post.id}`, undefined],
      ['GET', `/api/websites/${website.id}/posts`, undefined],
      ['POST', `/api/websites/${website.id}/posts`, { title: 'Into hers' }],
    ];
    for (const [method, url, body] of asked) {
      expect((await t.call(method, url, body, other)).status, `${method} ${url}`).toBe(404);
    }
    expect(postOf(await t.call('GET', `/api/posts/${post.id}`))).toMatchObject({
      title: 'Private',
      state: 'draft',
    });
  });

  it('publishes, schedules and takes a post back to draft', async () => {
    const website = await createWebsite(t, { name: 'States' });
    const post = postOf(await create(website.id, { title: 'On time' }));
    const url = `/api/posts/${post.id}/state`;
    const published = postOf(await t.call('PUT', url, { state: 'published' }));
    expect(published.state).toBe('published');
    expect(published.version).toBe(1);
    const firstDate = published.publishedAt;
    expect(Date.now() - Date.parse(firstDate ?? '')).toBeLessThan(60_000);
    expect(postOf(await t.call('PUT', url, { state: 'draft' })).state).toBe('draft');
    // Published again: it keeps the date it first went out.
    expect(postOf(await t.call('PUT', url, { state: 'published' })).publishedAt).toBe(firstDate);
    const later = new Date(Date.now() + 3_600_000).toISOString().replace('Z', '+00:00');
    const scheduled = postOf(
      await t.call('PUT', url, { state: 'scheduled', publishAt: later, timeZone: 'Europe/London' }),
    );
    expect(scheduled).toMatchObject({ state: 'scheduled', timeZone: 'Europe/London' });
    expect(Date.parse(scheduled.publishAt ?? '')).toBe(Date.parse(later));
    const past = postOf(
      await t.call('PUT', url, { state: 'scheduled', publishAt: '2020-01-01T09:00:00+01:00' }),
    );
    expect(past.state).toBe('published');
    const zone = await t.call('PUT', url, {
      state: 'scheduled',
      publishAt: later,
      timeZone: 'Mars/Olympus',
    });
    expect(fieldsOf(zone)).toHaveProperty('timeZone');
  });

  it('deletes a post', async () => {
    const website = await createWebsite(t, { name: 'Deletes' });
    const post = postOf(await create(website.id, { title: 'Gone soon' }));
    expect((await t.call('DELETE', `/api/posts/${post.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/posts/${post.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/posts/${post.id}`)).status).toBe(404);
  });
});

describe('a post from the Content Hub', () => {
  it('makes a draft from an email and from an authority post, words as written', async () => {
    const coach = await t.signUp('hub-to-blog@example.com');
    await t.call('POST', '/api/avatars', EXAMPLE_AVATAR, coach);
    const website = await createWebsite(t, { name: 'Hub blog' }, coach);
    const email = (await t.call('POST', '/api/ai/generate-killer-copy', { kind: 'email' }, coach))
      .body as KillerCopyAnswer;
    const from = `/api/websites/${website.id}/posts/from-content`;
    const made = await t.call('POST', from, { kind: 'content', id: email.contentId }, coach);
    expect(made.status).toBe(201);
    const post = postOf(made);
    expect(post).toMatchObject({
      title: email.copy.email.subject,
      state: 'draft',
      source: `content:${email.contentId}`,
    });
    const firstParagraph = email.copy.email.body.split(/\n\s*\n/)[0]?.trim() ?? '';
    expect(post.body.startsWith('<p>')).toBe(true);
    expect(post.body).toContain(
      firstParagraph.replaceAll('&', '&amp;').replaceAll("'", '&#39;').split('\n')[0],
    );
    const social = (
      await t.call('POST', '/api/ai/generate-social-content', { contentType: 'authority' }, coach)
    ).body as { contentId: number; copy: { posts: { hook: string }[] } };
    const fromSocial = postOf(
      await t.call('POST', from, { kind: 'content', id: social.contentId }, coach),
    );
    expect(fromSocial.source).toBe(`content:${social.contentId}`);
    expect(fromSocial.title.length).toBeGreaterThan(0);
    expect(fromSocial.body).toMatch(/^<(p|ul|ol|h2)>/);
    // Someone else's content is not found.
    expect((await t.call('POST', from, { kind: 'content', id: email.contentId })).status).toBe(404);
  });

  it('posts a story only when whoever it is about agreed', async () => {
    const coach = await t.signUp('story-to-blog@example.com');
    const website = await createWebsite(t, { name: 'Stories blog' }, coach);
    const story = {
      title: 'From burnout to boardroom',
      kind: 'client-transformation',
      person: 'Sam',
      text: 'Sam was working 70 hours a week.\n\nNow Sam leads a team of 12.',
    };
    const noConsent = (await t.call('POST', '/api/stories', story, coach)).body as { id: number };
    const from = `/api/websites/${website.id}/posts/from-content`;
    const refused = await t.call('POST', from, { kind: 'story', id: noConsent.id }, coach);
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)?.id).toBe(
      'this story is about someone who has not agreed to it being published',
    );
    const agreed = (await t.call('POST', '/api/stories', { ...story, consent: true }, coach))
      .body as { id: number };
    const post = postOf(await t.call('POST', from, { kind: 'story', id: agreed.id }, coach));
    expect(post).toMatchObject({
      title: 'From burnout to boardroom',
      body: '<p>Sam was working 70 hours a week.</p><p>Now Sam leads a team of 12.</p>',
      source: `story:${agreed.id}`,
    });
  });
});
