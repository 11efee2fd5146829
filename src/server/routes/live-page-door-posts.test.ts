import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Post } from '../../model/posts';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { buildApp } from '../app';
import { pageViewDays } from '../db/schema';
import { BLOG_STAMP_MS } from '../public/blog-pages';
import { makeServices } from '../services';

/** The apps' clock, moved on by the tests (the blog's stamp is read again after BLOG_STAMP_MS). */
let ahead = 0;
const clock = { now: () => Date.now() + ahead };
const t = setupTestApp(undefined, () => ({ clock }));
const later = () => {
  ahead += BLOG_STAMP_MS + 1;
};

/** A visitor's browser: brotli accepted, a browser's User-Agent (so a counted page counts). */
const BROWSER = {
  host: 'localhost',
  'accept-encoding': 'br',
  'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1',
};

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function ask(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: BROWSER }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const PER_ANSWER = new Set(['date', 'connection', 'keep-alive']);

/** An answer's headers without those of the moment or the connection. */
function pageHeadersOf({ headers }: Answer) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
}

const running: FastifyInstance[] = [];
afterAll(() => Promise.all(running.map((app) => app.close())));

/** The app as `npm start` runs it, logging every request Fastify's routing answers. */
async function start() {
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  const services = makeServices(withTestPasswordCost({ clock }));
  const app = await buildApp({ db: t.database.db, services, logLevel: 'info', logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  running.push(app);
  const port = (app.server.address() as AddressInfo).port;
  /** Requests for `path` that reached Fastify's routing. */
  const routed = (path: string) =>
    logged.filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${path}"`))
      .length;
  /** The views Content Analytics has counted for a website (the waiting ones written first). */
  const views = async (websiteId: number) => {
    await app.visitCounter.flush();
    const [row] = await t.database.db
      .select({ views: sql<number>`coalesce(sum(${pageViewDays.views}), 0)::int` })
      .from(pageViewDays)
      .where(eq(pageViewDays.websiteId, websiteId));
    return row?.views ?? 0;
  };
  return { port, routed, views };
}

/** A published website with one published post, and where the post's page is. */
async function publishedPost(name: string) {
  const website = await createWebsite(t, { name, template: 'coach' });
  const made = await t.call('POST', `/api/websites/${website.id}/posts`, {
    title: 'Calm mornings',
    excerpt: 'How I start a day.',
    body: '<p>Coffee, a page of writing, then the hardest call.</p>',
  });
  const { post } = made.body as { post: Post };
  await t.call('PUT', `/api/posts/${post.id}/state`, { state: 'published' });
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  const slug = new URL((published.body as { url: string }).url).pathname.split('/').pop();
  return { website, post, path: `/s/${slug}/blog/${post.slug}` };
}

describe('the live page door, for a blog post', () => {
  it('sends a post’s page from memory after its first visit, with the route’s bytes, headers and views', async () => {
    const { website, path } = await publishedPost('Door Posts');
    const server = await start();
    const before = await server.views(website.id);
    const first = await ask(server.port, path);
    const counted = (await server.views(website.id)) - before;
    const second = await ask(server.port, path);
    const third = await ask(server.port, path);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    for (const again of [second, third]) {
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(pageHeadersOf(again)).toEqual(pageHeadersOf(first));
    }
    expect(server.routed(path), 'only the first reached Fastify').toBe(1);
    // The door counts each visit as the route counted the first.
    expect((await server.views(website.id)) - before).toBe(counted * 3);
  });

  it('sends a post changed since once the blog’s stamp is read again, and leaves a former address to the route', async () => {
    const { post, path } = await publishedPost('Door Posts Changed');
    const server = await start();
    await ask(server.port, path);
    await ask(server.port, path);
    expect(server.routed(path)).toBe(1);
    await t.call('PATCH', `/api/posts/${post.id}`, { title: 'Calm mornings, revised' });
    later();
    const changed = await ask(server.port, path);
    const again = await ask(server.port, path);
    expect(changed.status).toBe(200);
    expect(brotliDecompressSync(changed.body).toString()).toContain('Calm mornings, revised');
    expect(again.body.equals(changed.body)).toBe(true);
    // The route read the new stamp and drew the post again; the door then sent that from memory.
    expect(server.routed(path)).toBe(2);

    await t.call('PATCH', `/api/posts/${post.id}`, { slug: 'calm-mornings-now' });
    later();
    for (let i = 0; i < 2; i++) {
      const old = await ask(server.port, path);
      expect(old.status).toBe(301);
      expect(old.headers.location).toMatch(/\/blog\/calm-mornings-now$/);
    }
    expect(server.routed(path)).toBe(4);
  });
});
