import { brotliCompressSync } from 'node:zlib';
import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { createWebsite } from '../../../test/support/builders';
import { testDns, verifiedDomain } from '../../../test/support/domains';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp } from '../../../test/support/test-app';
import { POST_LIMITS, type Post } from '../../model/posts';
import { BLOG_STAMP_MS } from '../public/blog-pages';

const dns = testDns();
/** The app's clock, moved on by the tests (the blog's stamp is read again after BLOG_STAMP_MS). */
let ahead = 0;
const clock = { now: () => Date.now() + ahead };
const t = setupTestApp(undefined, () => ({ domains: dns.settings(), clock }));
const later = () => {
  ahead += BLOG_STAMP_MS + 1;
};

const visit = (url: string, host = 'localhost', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** A published website and its address. */
async function publishedSite(name: string) {
  const website = await createWebsite(t, { name, settings: { coachName: 'Maya Rivers' } });
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  const slug = new URL((published.body as { url: string }).url).pathname.split('/').pop() ?? '';
  return { website, slug };
}

/** A post made through the API, published unless told otherwise. */
async function post(
  websiteId: number,
  fields: Record<string, unknown>,
  state: unknown = { state: 'published' },
): Promise<Post> {
  const made = await t.call('POST', `/api/websites/${websiteId}/posts`, fields);
  const { id } = (made.body as { post: Post }).post;
  const set = await t.call('PUT', `/api/posts/${id}/state`, state);
  return (set.body as { post: Post }).post;
}

const WORDS_900 = `<h2>Why calm wins</h2><p>${'steady '.repeat(900)}</p>`;

describe('the published blog on /s/{address}', () => {
  it('lists published posts newest first in the website frame; drafts and scheduled never', async () => {
    const { website, slug } = await publishedSite('Blog list');
    await post(website.id, { title: 'Older post', excerpt: 'The first.', body: '<p>Hi</p>' });
    await post(website.id, { title: 'Newer post', body: WORDS_900, tags: ['Calm Leaders'] });
    await post(website.id, { title: 'Still a draft' }, { state: 'draft' });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await post(website.id, { title: 'Next week' }, { state: 'scheduled', publishAt: future });
    const list = await visit(`/s/${slug}/blog`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['content-security-policy']).toContain("script-src 'none'");
    const audit = auditHtml(list.body);
    expect(audit.text.indexOf('Newer post')).toBeLessThan(audit.text.indexOf('Older post'));
    expect(audit.text).not.toContain('Still a draft');
    expect(audit.text).not.toContain('Next week');
    expect(audit.text).toContain('5 min read');
    expect(audit.text).toContain('1 min read');
    expect(audit.text).toContain('The first.');
    expect(audit.scripts).toEqual([]);
    expect(list.body).toContain(`href="/s/${slug}/blog/newer-post"`);
    expect(list.body).toContain(`href="/s/${slug}/blog/tag/calm-leaders"`);
    expect(audit.links.canonical).toBe(`http://localhost/s/${slug}/blog`);
    expect(audit.links.alternate).toBe(`http://localhost/s/${slug}/blog/feed.xml`);
    const tagged = auditHtml((await visit(`/s/${slug}/blog/tag/calm-leaders`)).body).text;
    expect(tagged).toContain('Posts tagged “Calm Leaders”');
    expect(tagged).toContain('Newer post');
    expect(tagged).not.toContain('Older post');
    expect((await visit(`/s/${slug}/blog/tag/nobody-uses-this`)).statusCode).toBe(404);
    expect((await visit(`/s/${slug}/blog/still-a-draft`)).statusCode).toBe(404);
    expect((await visit(`/s/${slug}/blog/next-week`)).statusCode).toBe(404);
  });

  it('is not there while the website is not published', async () => {
    const website = await createWebsite(t, { name: 'Never published' });
    await post(website.id, { title: 'Lonely post' });
    const answer = await visit(`/s/never-published/blog`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('Lonely post');
  });

  it('pages the list, ten a page, with older and newer links', async () => {
    const { website, slug } = await publishedSite('Blog pages');
    for (let n = 1; n <= POST_LIMITS.perListPage + 2; n++) {
      await post(website.id, { title: `Post number ${n}` });
    }
    const first = await visit(`/s/${slug}/blog`);
    expect(first.body.match(/<article>/g)).toHaveLength(POST_LIMITS.perListPage);
    expect(first.body).toContain(`href="/s/${slug}/blog?page=2"`);
    expect(first.body).not.toContain('Newer posts');
    const second = await visit(`/s/${slug}/blog?page=2`);
    const text = auditHtml(second.body).text;
    expect(text).toContain('Post number 1');
    expect(text).toContain('Post number 2');
    expect(text).not.toContain('Post number 3');
    expect(second.body).toContain(`href="/s/${slug}/blog"`);
    expect(text).toContain('Newer posts');
    expect((await visit(`/s/${slug}/blog?page=3`)).statusCode).toBe(404);
    expect((await visit(`/s/${slug}/blog?page=zero`)).statusCode).toBe(404);
  });

  it('draws a post with its date, reading time, author, Article data, and 301s its old address', async () => {
    const { website, slug } = await publishedSite('Blog post page');
    const made = await post(website.id, {
      title: 'Lead with <calm>',
      excerpt: 'What a steady leader does first.',
      body: WORDS_900,
      tags: ['leadership'],
    });
    const page = await visit(`/s/${slug}/blog/${made.slug}`, 'localhost', {
      'accept-encoding': 'br',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const plain = await visit(`/s/${slug}/blog/${made.slug}`);
    const audit = auditHtml(plain.body);
    expect(audit.text).toContain('Lead with <calm>');
    expect(audit.text).toContain('5 min read');
    expect(audit.text).toContain('Maya Rivers');
    expect(audit.text).toContain(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
    );
    expect(audit.metas['og:type']).toBe('article');
    expect(audit.metas.description).toBe('What a steady leader does first.');
    expect(audit.links.canonical).toBe(`http://localhost/s/${slug}/blog/${made.slug}`);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(plain.body)?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'Article',
      headline: 'Lead with <calm>',
      author: { name: 'Maya Rivers' },
      datePublished: made.publishedAt,
      mainEntityOfPage: `http://localhost/s/${slug}/blog/${made.slug}`,
    });
    expect(audit.scripts).toEqual([{ src: undefined, inline: true }]);
    // Under 20 KB brotli without pictures, however long its words.
    expect(brotliCompressSync(plain.rawPayload).length).toBeLessThan(20_000);
    expect(page.rawPayload.length).toBeLessThan(20_000);
    await t.call('PATCH', `/api/posts/${made.id}`, { slug: 'calm-first' });
    later();
    const moved = await visit(`/s/${slug}/blog/${made.slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/s/${slug}/blog/calm-first`);
    expect((await visit(`/s/${slug}/blog/calm-first`)).statusCode).toBe(200);
  });

  it('shows a post published elsewhere once the blog stamp is read again', async () => {
    const { website, slug } = await publishedSite('Blog stamp');
    await post(website.id, { title: 'First out' });
    expect(auditHtml((await visit(`/s/${slug}/blog`)).body).text).toContain('First out');
    const second = await post(website.id, { title: 'Second out' }, { state: 'draft' });
    // Nothing tells the blog a post changed: it reads its stamp again, as every process does.
    await t.call('PUT', `/api/posts/${second.id}/state`, { state: 'published' });
    later();
    expect(auditHtml((await visit(`/s/${slug}/blog`)).body).text).toContain('Second out');
    await t.call('PUT', `/api/posts/${second.id}/state`, { state: 'draft' });
    later();
    expect(auditHtml((await visit(`/s/${slug}/blog`)).body).text).not.toContain('Second out');
  });
});

describe('the blog’s Atom feed', () => {
  it('is a valid feed a feed reader reads, with absolute links and each post whole', async () => {
    const { website, slug } = await publishedSite('Blog feed');
    await post(website.id, {
      title: 'Feed me',
      excerpt: 'A summary & more',
      body: '<p>Hello <a href="/files/1/guide.pdf">guide</a></p>',
    });
    await post(website.id, { title: 'Not yet' }, { state: 'draft' });
    const answer = await visit(`/s/${slug}/blog/feed.xml`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(answer.body);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Blog | Blog feed');
    expect(feed.url).toBe(`http://localhost/s/${slug}/blog`);
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items;
    expect(item?.title).toBe('Feed me');
    expect(item?.url).toBe(`http://localhost/s/${slug}/blog/feed-me`);
    expect(item?.id).toBe(`http://localhost/s/${slug}/blog/feed-me`);
    expect(item?.description).toBe('A summary & more');
    expect(item?.content).toBe(
      '<p>Hello <a href="http://localhost/files/1/guide.pdf">guide</a></p>',
    );
    expect(item?.authors.map((a) => a.name)).toEqual(['Maya Rivers']);
    expect(item?.published?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(item?.updated).toBeInstanceOf(Date);
    const held = await visit(`/s/${slug}/blog/feed.xml`, 'localhost', {
      'if-none-match': String(answer.headers.etag),
    });
    expect(held.statusCode).toBe(304);
  });
});

describe('the blog on her own domain', () => {
  it('answers /blog, its posts and its feed at the domain, linking there', async () => {
    const { website } = await publishedSite('Blog domain');
    await post(website.id, { title: 'On my domain' });
    await verifiedDomain(t, dns, website.id, 'blog-coach.com');
    const list = await visit('/blog', 'blog-coach.com');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('href="/blog/on-my-domain"');
    expect(auditHtml(list.body).links.canonical).toBe('http://blog-coach.com/blog');
    const page = await visit('/blog/on-my-domain', 'blog-coach.com');
    expect(page.statusCode).toBe(200);
    expect(auditHtml(page.body).links.canonical).toBe('http://blog-coach.com/blog/on-my-domain');
    const feed = parseFeed((await visit('/blog/feed.xml', 'blog-coach.com')).body);
    expect(feed.items[0]?.url).toBe('http://blog-coach.com/blog/on-my-domain');
    expect((await visit('/blog/nothing-here', 'blog-coach.com')).statusCode).toBe(404);
    expect((await visit('/blog', 'nobody-knows.example')).statusCode).toBe(404);
  });
});
