import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '../../model/website';
import { buildApp } from '../app';
import { makeServices } from '../services';
import { websites } from '../db/schema';
import type { Database } from '../db/database';
import { collectEvents } from '../../../test/support/event-stream';
import { openTestDatabase } from '../../../test/support/test-database';
import {
  sessionCookieOf,
  TEST_PASSWORD,
  withTestPasswordCost,
} from '../../../test/support/test-app';

let app: FastifyInstance;
let database: Database;
let base: string;

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'Coach' }),
  });
  return sessionCookieOf({ 'set-cookie': response.headers.get('set-cookie') ?? undefined });
}

async function call(cookie: string, method: string, path: string, body?: unknown, editor?: string) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(editor ? { 'x-editor-id': editor } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An open change stream and the events it has delivered so far. */
async function openStream(cookie: string, websiteId: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/websites/${websiteId}/changes`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const events: { editor: string | null }[] = [];
  let waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    collectEvents(response.body, events, () => {
      waiters.forEach((w) => w());
      waiters = [];
    });
  }
  return {
    response,
    events,
    /** Resolves once `count` events have arrived. */
    async until(count: number) {
      while (events.length < count) await new Promise<void>((r) => waiters.push(r));
    },
    close: () => controller.abort(),
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    services: makeServices(withTestPasswordCost({})),
    changeRecheckMs: 100,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the website change stream', () => {
  it('tells an open builder who changed its website, as soon as the change is saved', async () => {
    const cookie = await signUp('tabs@example.com');
    const website = (await (
      await call(cookie, 'POST', '/api/websites', { name: 'Two tabs', template: 'coach' })
    ).json()) as Website;
    const element = website.sections[0]?.elements[0];
    if (!element) throw new Error('no element');
    const stream = await openStream(cookie, website.id);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');

    const edit = await call(
      cookie,
      'PATCH',
      `/api/elements/${element.id}`,
      { content: { text: 'From tab A' } },
      'tab-a',
    );
    expect(edit.status).toBe(200);
    await stream.until(1);
    expect(stream.events[0]).toEqual({ editor: 'tab-a' });

    // A refused write changes nothing and says nothing.
    const refused = await call(cookie, 'PATCH', `/api/elements/${element.id}`, {
      content: { nope: 1 },
    });
    expect(refused.status).toBe(400);
    await call(cookie, 'PATCH', `/api/websites/${website.id}`, {
      settings: { coachName: 'Tab B' },
    });
    await stream.until(2);
    expect(stream.events).toEqual([{ editor: 'tab-a' }, { editor: null }]);
    stream.close();
  });

  it('tells an open builder of every page change: added, changed, reordered, deleted', async () => {
    const cookie = await signUp('pages@example.com');
    const website = (await (
      await call(cookie, 'POST', '/api/websites', { name: 'Pages', template: 'coach' })
    ).json()) as Website;
    const stream = await openStream(cookie, website.id);
    const pages = `/api/websites/${website.id}/pages`;
    const added = await call(cookie, 'POST', pages, { template: 'about' }, 'tab-a');
    const { page } = (await added.json()) as { page: { id: number } };
    await call(cookie, 'PATCH', `/api/pages/${page.id}`, { title: 'My story' }, 'tab-a');
    const pageIds = [page.id, website.pages[0]?.id];
    await call(cookie, 'PUT', `${pages}/order`, { pageIds }, 'tab-a');
    expect((await call(cookie, 'DELETE', `/api/pages/${page.id}`, undefined, 'tab-a')).status).toBe(
      204,
    );
    // Each is told with the tab that made it (a change noticed through the database says null).
    const fromTabA = () => stream.events.filter((e) => e.editor === 'tab-a').length;
    while (fromTabA() < 4) await stream.until(stream.events.length + 1);
    expect(fromTabA()).toBe(4);
    stream.close();
  });

  it('notices a change made by another app process through the database', async () => {
    const cookie = await signUp('processes@example.com');
    const website = (await (
      await call(cookie, 'POST', '/api/websites', { name: 'Elsewhere', template: 'coach' })
    ).json()) as Website;
    const stream = await openStream(cookie, website.id);
    await database.db
      .update(websites)
      .set({ updatedAt: sql`now() + interval '1 second'` })
      .where(eq(websites.id, website.id));
    await stream.until(1);
    expect(stream.events).toEqual([{ editor: null }]);
    stream.close();
  });

  it("answers 404 for another coach's website and 401 when signed out", async () => {
    const owner = await signUp('owner@example.com');
    const other = await signUp('other@example.com');
    const website = (await (
      await call(owner, 'POST', '/api/websites', { name: 'Mine', template: 'coach' })
    ).json()) as Website;
    expect((await call(other, 'GET', `/api/websites/${website.id}/changes`)).status).toBe(404);
    expect((await call('', 'GET', `/api/websites/${website.id}/changes`)).status).toBe(401);
  });
});

describe('closing the app', () => {
  it('ends open change streams instead of waiting for them', async () => {
    const db = await openTestDatabase();
    const closing = await buildApp({ db: db.db, services: makeServices(withTestPasswordCost({})) });
    await closing.listen({ host: '127.0.0.1', port: 0 });
    const address = closing.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const url = `http://127.0.0.1:${address.port}`;
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'close@example.com', password: TEST_PASSWORD, name: 'C' }),
    });
    const cookie = sessionCookieOf({ 'set-cookie': signup.headers.get('set-cookie') ?? undefined });
    const created = await fetch(`${url}/api/websites`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Open', template: 'coach' }),
    });
    const { id } = (await created.json()) as Website;
    const stream = await fetch(`${url}/api/websites/${id}/changes`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const ended = stream.text();
    await closing.close();
    await expect(ended).resolves.toContain('retry: 1000');
    await db.close();
  });
});
