import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Element, Section, Website, WebsiteSummary } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import { idempotentRequests } from '../db/schema';

const t = setupTestApp();

/** A request carrying an Idempotency-Key, as the builder and the dashboard send their changes. */
async function send(
  method: InjectOptions['method'],
  url: string,
  key: string,
  payload: unknown,
  cookie = t.cookie,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as unknown,
    replayed: response.headers['idempotent-replayed'] === 'true',
  };
}

const sectionOf = async (websiteId: number, type: string): Promise<Section> => {
  const section = (await getWebsite(t, websiteId)).sections.find((s) => s.type === type);
  if (!section) throw new Error(`no ${type} section`);
  return section;
};

describe('a change sent again with the same Idempotency-Key', () => {
  it('adds an element once, however often the request is repeated, and answers the same', async () => {
    const website = await createWebsite(t, { template: 'coach' });
    const hero = await sectionOf(website.id, 'hero');
    const url = `/api/sections/${hero.id}/elements`;
    const body = { type: 'paragraph', content: { text: 'Book a free call today.' } };

    const first = await send('POST', url, 'tab1:element:-1', body);
    const again = await send('POST', url, 'tab1:element:-1', body);

    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(again).toMatchObject({ status: 201, replayed: true, body: first.body });
    const texts = (await sectionOf(website.id, 'hero')).elements.map((e) => e.content.text);
    expect(texts.filter((text) => text === 'Book a free call today.')).toHaveLength(1);
  });

  it('adds one element when two copies of the request race each other', async () => {
    const website = await createWebsite(t, { template: 'coach' });
    const hero = await sectionOf(website.id, 'hero');
    const url = `/api/sections/${hero.id}/elements`;
    const body = { type: 'paragraph', content: { text: 'Raced.' } };

    const answers = await Promise.all([
      send('POST', url, 'race', body),
      send('POST', url, 'race', body),
    ]);

    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect((answers[0]?.body as Element).id).toBe((answers[1]?.body as Element).id);
    const after = await sectionOf(website.id, 'hero');
    expect(after.elements).toHaveLength(hero.elements.length + 1);
  });

  it('does not call a repeated edit stale: it answers the edit already made', async () => {
    const website = await createWebsite(t, { template: 'coach' });
    const [heading] = (await sectionOf(website.id, 'hero')).elements;
    if (!heading) throw new Error('no element');
    const url = `/api/elements/${heading.id}`;
    const key = `tab1:element:${heading.id}@${heading.version}`;

    const first = await send('PATCH', url, key, {
      content: { text: 'Lead With Calm' },
      version: heading.version,
    });
    // The builder lost that answer and the coach typed on; its retry still starts from the old version.
    const retry = await send('PATCH', url, key, {
      content: { text: 'Lead With Calm Confidence' },
      version: heading.version,
    });

    expect(first).toMatchObject({ status: 200, body: { version: heading.version + 1 } });
    expect(retry).toMatchObject({ status: 200, replayed: true, body: first.body });
  });

  it('creates a website and a section once, and duplicates once', async () => {
    const body = { name: 'Once Only Coaching', template: 'coach-minimal' };
    const created = await send('POST', '/api/websites', 'dashboard:create:1', body);
    await send('POST', '/api/websites', 'dashboard:create:1', body);
    const site = created.body as Website;

    const section = { type: 'testimonials' };
    await send('POST', `/api/websites/${site.id}/sections`, 'tab1:section:-5', section);
    await send('POST', `/api/websites/${site.id}/sections`, 'tab1:section:-5', section);

    const copy = await send('POST', `/api/websites/${site.id}/duplicate`, 'dup:1', undefined);
    const copyAgain = await send('POST', `/api/websites/${site.id}/duplicate`, 'dup:1', undefined);

    const list = (await t.call('GET', '/api/websites')).body as WebsiteSummary[];
    expect(list.filter((w) => w.name === 'Once Only Coaching')).toHaveLength(1);
    expect(list.filter((w) => w.name.startsWith('Once Only Coaching (Copy)'))).toHaveLength(1);
    expect((copyAgain.body as Website).id).toBe((copy.body as Website).id);
    const types = (await getWebsite(t, site.id)).sections.map((s) => s.type);
    const before = site.sections.filter((s) => s.type === 'testimonials').length;
    expect(types.filter((type) => type === 'testimonials')).toHaveLength(before + 1);
  });

  it('keeps nothing when the first try fails, so the retry does the work', async () => {
    const website = await createWebsite(t, { template: 'coach' });
    const [heading] = (await sectionOf(website.id, 'hero')).elements;
    if (!heading) throw new Error('no element');
    const url = `/api/elements/${heading.id}`;

    // Another tab edits first, so this tab's edit is stale.
    await t.call('PATCH', url, { content: { text: 'Elsewhere' }, version: heading.version });
    const stale = await send('PATCH', url, 'k:stale', {
      content: { text: 'Too late' },
      version: heading.version,
    });
    const fresh = await send('PATCH', url, 'k:stale', {
      content: { text: 'In time' },
      version: heading.version + 1,
    });

    expect(stale.status).toBe(409);
    expect(fresh).toMatchObject({
      status: 200,
      replayed: false,
      body: { content: { text: 'In time' } },
    });
  });

  it('forgets a key after a day: the same key then makes a new change', async () => {
    const website = await createWebsite(t, { template: 'coach' });
    const hero = await sectionOf(website.id, 'hero');
    const url = `/api/sections/${hero.id}/elements`;
    const first = await send('POST', url, 'yesterday', { type: 'paragraph' });
    await t.database.db
      .update(idempotentRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotentRequests.key, 'yesterday'));

    const later = await send('POST', url, 'yesterday', { type: 'paragraph' });

    expect(later).toMatchObject({ status: 201, replayed: false });
    expect((later.body as Element).id).not.toBe((first.body as Element).id);
  });

  it('keeps each coach’s keys apart', async () => {
    const other = await t.signUp('assistant@example.com');
    const body = { name: 'Same Key Coaching', template: 'coach' };
    const mine = await send('POST', '/api/websites', 'shared-key', body);
    const theirs = await send('POST', '/api/websites', 'shared-key', body, other);

    expect(theirs).toMatchObject({ status: 201, replayed: false });
    expect((theirs.body as Website).id).not.toBe((mine.body as Website).id);
  });

  it('refuses a key used for another request, or a malformed key, naming the header', async () => {
    const website = await createWebsite(t, { name: 'Key Check Coaching', template: 'coach' });
    const hero = await sectionOf(website.id, 'hero');
    await send('POST', `/api/sections/${hero.id}/elements`, 'used', { type: 'paragraph' });

    const reused = await send('POST', `/api/websites/${website.id}/duplicate`, 'used', undefined);
    const malformed = await send('POST', `/api/sections/${hero.id}/elements`, 'has spaces', {
      type: 'paragraph',
    });

    expect(reused.status).toBe(400);
    expect((reused.body as ErrorAnswer).error.fields).toEqual({
      'Idempotency-Key': 'must be new for each change',
    });
    expect(malformed.status).toBe(400);
    expect((malformed.body as ErrorAnswer).error.fields).toEqual({
      'Idempotency-Key': 'must be 1-200 letters, digits or _ . : @ -',
    });
    const list = (await t.call('GET', '/api/websites')).body as WebsiteSummary[];
    expect(list.filter((w) => w.id !== website.id && w.name.startsWith(website.name))).toEqual([]);
    expect((await sectionOf(website.id, 'hero')).elements).toHaveLength(hero.elements.length + 1);
  });
});
