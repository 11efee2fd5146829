import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalyticsAnswer, PathViews } from '../../model/analytics/analytics';
import { addDays, dayOf } from '../../model/analytics/date-range';
import type { Page } from '../../model/pages';
import type { Post } from '../../model/posts';
import { createWebsite, getWebsite } from '../../../test/support/builders';
import { testDns, verifiedDomain } from '../../../test/support/domains';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { buildApp } from '../app';
import { publications } from '../db/schema';
import { makeServices } from '../services';

/*
 * Content Analytics by page (issue 38): the home page, the other pages and the blog's posts are
 * counted apart, on /s/{address} and her own domain, by the routes and by the live-page door.
 */

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const dns = testDns();
const t = setupTestApp(undefined, () => ({ domains: dns.settings() }));
const today = () => dayOf(Date.now());
const lastWeek = () => `from=${addDays(today(), -6)}&to=${today()}`;

const running: FastifyInstance[] = [];
afterAll(() => Promise.all(running.map((app) => app.close())));

/** The app as `npm start` runs it: the door answers a page's second visit from memory. */
async function start(): Promise<number> {
  const services = makeServices(withTestPasswordCost({ domains: dns.settings() }));
  const app = await buildApp({ db: t.database.db, services });
  await app.listen({ host: '127.0.0.1', port: 0 });
  running.push(app);
  return (app.server.address() as AddressInfo).port;
}

/** A browser's view of `path` at `host`; answers the status. */
function view(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { host, 'user-agent': LAPTOP };
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function pathsOf(query: string): Promise<PathViews[]> {
  await Promise.all([t.app, ...running].map((app) => app.visitCounter.flush()));
  const answer = await t.call('GET', `/api/analytics?${query}`);
  expect(answer.status).toBe(200);
  const body = answer.body as AnalyticsAnswer;
  // Every view is some page's: the pages add up to the views.
  expect(body.paths.reduce((n, p) => n + p.views, 0)).toBe(body.views);
  return body.paths;
}

async function publicationOf(websiteId: number): Promise<number> {
  const [publication] = await t.database.db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.websiteId, websiteId));
  return publication?.id ?? 0;
}

/** A published post of the website: its title and address. */
async function publishedPost(websiteId: number, title: string, tags: string[] = []): Promise<Post> {
  const created = await t.call('POST', `/api/websites/${websiteId}/posts`, { title, tags });
  expect(created.status).toBe(201);
  const { post } = created.body as { post: Post };
  const published = await t.call('PUT', `/api/posts/${post.id}/state`, { state: 'published' });
  expect(published.status).toBe(200);
  return post;
}

describe('views by page', () => {
  it('counts the home page, another page and a post apart, by their titles, on /s/ and her domain', async () => {
    const website = await createWebsite(t, { name: 'Pages Counted', template: 'coach' });
    const added = await t.call('POST', `/api/websites/${website.id}/pages`, { template: 'about' });
    const about = (added.body as { page: Page }).page;
    const post = await publishedPost(website.id, 'Five habits of calm founders', ['Mindset']);
    const published = await t.call('POST', `/api/websites/${website.id}/publish`);
    expect(published.status).toBe(201);
    const slug = new URL((published.body as { url: string }).url).pathname.split('/').pop();
    await verifiedDomain(t, dns, website.id, 'pages-counted-coach.com');
    const home = (await getWebsite(t, website.id)).pages.find((p) => p.isHome);
    const port = await start();

    // Each asked twice: the route answers the first, the door the second from memory.
    for (let i = 0; i < 2; i++) {
      expect(await view(port, `/s/${slug}`, 'localhost')).toBe(200);
      expect(await view(port, `/s/${slug}/${about.slug}`, 'localhost')).toBe(200);
      expect(await view(port, `/${about.slug}`, 'pages-counted-coach.com')).toBe(200);
    }
    expect(await view(port, '/', 'pages-counted-coach.com')).toBe(200);
    // The blog's pages: a post (twice on /s/: the route, then the door), the list and a tag's list.
    for (const [host, path] of [
      ['localhost', `/s/${slug}/blog/${post.slug}`],
      ['localhost', `/s/${slug}/blog/${post.slug}`],
      ['pages-counted-coach.com', `/blog/${post.slug}`],
      ['localhost', `/s/${slug}/blog`],
      ['localhost', `/s/${slug}/blog/tag/mindset`],
    ] as const) {
      expect(await view(port, path, host), path).toBe(200);
    }

    const paths = await pathsOf(`websiteId=${website.id}&${lastWeek()}`);
    const website_ = { websiteId: website.id, website: 'Pages Counted' };
    expect(paths).toEqual([
      { ...website_, path: `/${about.slug}`, kind: 'page', name: about.title, views: 4 },
      { ...website_, path: '', kind: 'page', name: home?.title, views: 3 },
      { ...website_, path: `/blog/${post.slug}`, kind: 'post', name: post.title, views: 3 },
      { ...website_, path: '/blog', kind: 'blog', name: 'Blog', views: 1 },
      { ...website_, path: '/blog/tag/mindset', kind: 'tag', name: 'Tag: Mindset', views: 1 },
    ]);
  });

  it('counts a page’s former address with it, and names a deleted page or post by its path', async () => {
    const website = await createWebsite(t, { name: 'Pages Moved', template: 'coach' });
    const services = await t.call('POST', `/api/websites/${website.id}/pages`, {
      template: 'services',
    });
    const moved = (services.body as { page: Page }).page;
    const faq = await t.call('POST', `/api/websites/${website.id}/pages`, { template: 'faq' });
    const gone = (faq.body as { page: Page }).page;
    const post = await publishedPost(website.id, 'A post deleted since');
    expect((await t.call('POST', `/api/websites/${website.id}/publish`)).status).toBe(201);
    const publicationId = await publicationOf(website.id);
    const counted = (path: string) =>
      t.app.visitCounter.countServed({
        publicationId,
        address: '203.0.113.8',
        headers: { host: 'localhost', 'user-agent': LAPTOP },
        query: {},
        path,
      });
    counted(`/${moved.slug}`);
    counted(`/${gone.slug}`);
    counted(`/blog/${post.slug}`);
    await t.app.visitCounter.flush();
    const patched = await t.call('PATCH', `/api/pages/${moved.id}`, { slug: 'work-with-me-now' });
    expect(patched.status).toBe(200);
    expect((await t.call('DELETE', `/api/pages/${gone.id}`)).status).toBe(204);
    expect((await t.call('DELETE', `/api/posts/${post.id}`)).status).toBe(204);
    counted('/work-with-me-now');

    // Every website of hers: each row names its website.
    const paths = (await pathsOf(lastWeek())).filter((p) => p.websiteId === website.id);
    const website_ = { websiteId: website.id, website: 'Pages Moved' };
    expect(paths).toEqual([
      { ...website_, path: '/work-with-me-now', kind: 'page', name: moved.title, views: 2 },
      {
        ...website_,
        path: `/blog/${post.slug}`,
        kind: 'post',
        name: `/blog/${post.slug}`,
        views: 1,
      },
      { ...website_, path: `/${gone.slug}`, kind: 'page', name: `/${gone.slug}`, views: 1 },
    ]);
  });
});
