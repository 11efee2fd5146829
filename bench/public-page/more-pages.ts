/**
 * The loaded website's other addresses (issue 38): an About page (`/s/{slug}/about`) and a
 * published blog post (`/s/{slug}/blog/{post}`), added through the API before it is published,
 * as a coach does in the builder's Pages panel and post editor. The bench loads both beside the
 * home page, each against a bare server sending its own bytes.
 */
import type { Page } from '../../src/model/pages';
import type { Post } from '../../src/model/posts';
import type { BenchChild } from './child';
import { BROTLI, getRaw } from './load';
import type { AnsweredCounts } from './own-domain';

/** Where the loaded website's subpage and post are asked, once it is published. */
export type MorePages = { subpage: string; post: string };

/** A post about as long as a coach's article: a few headed sections of paragraphs and a list. */
const POST_BODY = Array.from(
  { length: 4 },
  (_, i) =>
    `<h2>Step ${i + 1}: name what you want</h2>` +
    '<p>Most of my clients arrive knowing what they do not want. We start with the opposite: ' +
    'one sentence, written by hand, that says what a good year looks like for you.</p>' +
    '<ul><li>Write it down</li><li>Read it aloud</li><li>Tell one person</li></ul>' +
    '<p>Then we work backwards, month by month, until the first step fits in a week.</p>',
).join('');

async function call<T>(method: string, url: string, cookie: string, body: object): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Adds an About page and a published post to a website not yet published; answers the paths
 * (after the website's live address) they will be served at.
 */
export async function addAboutAndPost(
  origin: string,
  cookie: string,
  websiteId: number,
): Promise<{ subpage: string; post: string }> {
  const api = `${origin}/api/websites/${websiteId}`;
  const { page } = await call<{ page: Page }>('POST', `${api}/pages`, cookie, {
    template: 'about',
  });
  const { post } = await call<{ post: Post }>('POST', `${api}/posts`, cookie, {
    title: 'Five steps to a year you planned',
    excerpt: 'How my clients turn a vague wish into a plan that fits in a week.',
    body: POST_BODY,
  });
  await call('PUT', `${origin}/api/posts/${post.id}/state`, cookie, { state: 'published' });
  return { subpage: `/${page.slug}`, post: `/blog/${post.slug}` };
}

/**
 * Before measuring: `url` answers 200, brotli, and a second visit is sent from memory by the
 * live-page door, not by Fastify's route (the counts of the app's metrics say which). Answers
 * the page's bytes.
 */
export async function checkFromMemory(app: BenchChild, url: string): Promise<Buffer> {
  const first = await getRaw(url, BROTLI);
  if (first.status !== 200 || first.headers['content-encoding'] !== 'br') {
    throw new Error(`${url} answered ${first.status} (${first.headers['content-encoding']})`);
  }
  const before = (await app.ask('answered')) as AnsweredCounts;
  const again = await getRaw(url, BROTLI);
  const after = (await app.ask('answered')) as AnsweredCounts;
  if (!again.body.equals(first.body)) throw new Error(`${url} sends other bytes each time`);
  if (after.memory !== before.memory + 1 || after.database !== before.database) {
    throw new Error(
      `${url} was not sent from memory by the door: ` +
        `${JSON.stringify(before)} then ${JSON.stringify(after)}`,
    );
  }
  return first.body;
}
