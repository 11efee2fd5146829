import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../model/slug';
import type { WebsiteSummary } from '../../model/website';
import { createWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

async function publish(websiteId: number, as?: string): Promise<WebsiteSummary> {
  const { status, body } = await t.call(
    'POST',
    `/api/websites/${websiteId}/publish`,
    undefined,
    as,
  );
  expect(status).toBe(201);
  return (body as { website: WebsiteSummary }).website;
}

const setSlug = (websiteId: number, slug: string, as?: string) =>
  t.call('PATCH', `/api/websites/${websiteId}`, { slug }, as);

async function createAs(cookie: string, name: string): Promise<number> {
  const { status, body } = await t.call(
    'POST',
    '/api/websites',
    { name, template: 'coaching-offer' },
    cookie,
  );
  expect(status).toBe(201);
  return (body as WebsiteSummary).id;
}

/** Moves a released address's release back in time, as if that many days had passed. */
async function daysPass(slug: string, days: number): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE released_slugs SET released_at = now() - make_interval(days => ${days}::int) WHERE slug = ${slug}`,
  );
}

describe('reserved addresses', () => {
  it.each([...RESERVED_SLUGS])('refuses %j as an address', async (slug) => {
    const website = await createWebsite(t, { name: `Reserved ${slug}` });
    const answer = await setSlug(website.id, slug);
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorAnswer).error.fields).toEqual({
      slug: 'is reserved; choose another address',
    });
  });

  it('gives a website named "Admin" or "API" an address that is not reserved on first publish', async () => {
    const admin = await publish((await createWebsite(t, { name: 'Admin' })).id);
    const api = await publish((await createWebsite(t, { name: 'API!' })).id);
    expect(admin.slug).toBe('admin-2');
    expect(api.slug).toBe('api-2');
    expect((await t.app.inject({ method: 'GET', url: '/s/admin-2' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/s/admin' })).statusCode).toBe(404);
  });
});

describe('released addresses', () => {
  it('holds a deleted website’s address for its owner for 30 days', async () => {
    const owner = await t.signUp('owner-deleted@example.com');
    const other = await t.signUp('other-deleted@example.com');
    const first = await createAs(owner, 'Bright Path');
    expect((await publish(first, owner)).slug).toBe('bright-path');
    expect((await t.call('DELETE', `/api/websites/${first}`, undefined, owner)).status).toBe(204);

    const theirs = await createAs(other, 'Bright Path');
    const taken = await setSlug(theirs, 'bright-path', other);
    expect(taken.status).toBe(400);
    expect((taken.body as ErrorAnswer).error.fields).toEqual({ slug: 'is not available yet' });
    // Nor does a first publish pick it for them.
    expect((await publish(theirs, other)).slug).toBe('bright-path-2');
    expect((await t.app.inject({ method: 'GET', url: '/s/bright-path' })).statusCode).toBe(404);

    await daysPass('bright-path', 29);
    expect((await setSlug(theirs, 'bright-path', other)).status).toBe(400);

    const again = await createAs(owner, 'Bright Path Again');
    const reclaimed = await setSlug(again, 'bright-path', owner);
    expect(reclaimed.status).toBe(200);
    expect((reclaimed.body as WebsiteSummary).slug).toBe('bright-path');
  });

  it('frees the address for anyone after 30 days', async () => {
    const owner = await t.signUp('owner-expired@example.com');
    const other = await t.signUp('other-expired@example.com');
    const first = await createAs(owner, 'Old Home');
    await publish(first, owner);
    await t.call('DELETE', `/api/websites/${first}`, undefined, owner);
    await daysPass('old-home', 31);
    const theirs = await createAs(other, 'Old Home');
    expect((await publish(theirs, other)).slug).toBe('old-home');
  });

  it('holds an address the owner changed away from, and lets the owner take it back', async () => {
    const owner = await t.signUp('owner-moved@example.com');
    const other = await t.signUp('other-moved@example.com');
    const site = await createAs(owner, 'Moving Coach');
    await publish(site, owner);
    expect((await setSlug(site, 'moved-coach', owner)).status).toBe(200);

    const theirs = await createAs(other, 'Someone Else');
    const refused = await setSlug(theirs, 'moving-coach', other);
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorAnswer).error.fields).toEqual({ slug: 'is not available yet' });

    const back = await setSlug(site, 'moving-coach', owner);
    expect(back.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/s/moving-coach' })).statusCode).toBe(200);
    // Taking it back releases the address it moved from, now held in turn.
    expect((await setSlug(theirs, 'moved-coach', other)).status).toBe(400);
  });
});
