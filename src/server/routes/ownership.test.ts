import { describe, expect, it } from 'vitest';
import type { Website } from '../../model/website';
import { createWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

/** Every coach-only route, filled in with ids of the first coach's website. */
async function routesOf(website: Website) {
  const section = website.sections[0];
  const element = section?.elements[0];
  const page = website.pages[0];
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  const publicationId = (published.body as { publication: { id: number } }).publication.id;
  const link = await t.call('POST', '/api/share/create-public-preview', { websiteId: website.id });
  const token = (link.body as { token: string }).token;
  return [
    ['GET', `/api/websites/${website.id}`, undefined],
    ['PATCH', `/api/websites/${website.id}`, { name: 'Taken over' }],
    ['DELETE', `/api/websites/${website.id}`, undefined],
    ['POST', `/api/websites/${website.id}/duplicate`, undefined],
    ['POST', `/api/websites/${website.id}/sections`, { type: 'hero' }],
    [
      'POST',
      `/api/websites/${website.id}/sections/reorder`,
      { sectionIds: website.sections.map((s) => s.id) },
    ],
    ['POST', `/api/websites/${website.id}/publish`, undefined],
    ['POST', `/api/websites/${website.id}/unpublish`, undefined],
    ['GET', `/api/websites/${website.id}/publications`, undefined],
    ['POST', `/api/websites/${website.id}/publications/${publicationId}/restore`, undefined],
    ['GET', `/api/websites/${website.id}/share`, undefined],
    [
      'POST',
      '/api/share/create-public-preview',
      { websiteId: website.id, websiteName: website.name },
    ],
    ['DELETE', `/api/share/${token}`, undefined],
    ['PATCH', `/api/sections/${section?.id}`, { name: 'Taken over' }],
    ['DELETE', `/api/sections/${section?.id}`, undefined],
    ['POST', `/api/sections/${section?.id}/elements`, { type: 'heading' }],
    [
      'POST',
      `/api/sections/${section?.id}/elements/reorder`,
      { elementIds: section?.elements.map((e) => e.id) },
    ],
    ['PATCH', `/api/elements/${element?.id}`, { content: { text: 'Taken over' } }],
    ['DELETE', `/api/elements/${element?.id}`, undefined],
    ['GET', `/api/websites/${website.id}/pages`, undefined],
    ['POST', `/api/websites/${website.id}/pages`, { template: 'about' }],
    ['PUT', `/api/websites/${website.id}/pages/order`, { pageIds: [page?.id] }],
    ['PATCH', `/api/pages/${page?.id}`, { title: 'Taken over' }],
    ['DELETE', `/api/pages/${page?.id}`, undefined],
  ] as const;
}

describe('ownership', () => {
  it('another coach gets 404 on every route of my website, and nothing changes', async () => {
    const mine = await createWebsite(t, { name: 'Mine', template: 'coach' });
    const routes = await routesOf(mine);
    const before = (await t.call('GET', `/api/websites/${mine.id}`)).body as Website;
    const other = await t.signUp('other-coach@example.com');
    for (const [method, url, body] of routes) {
      const { status, body: answer } = await t.call(method, url, body, other);
      expect(status, `${method} ${url}`).toBe(404);
      expect(JSON.stringify(answer)).not.toContain('Mine');
    }
    const after = (await t.call('GET', `/api/websites/${mine.id}`)).body as Website;
    expect(after.sections).toEqual(before.sections);
    expect(after.pages).toEqual(before.pages);
    expect(after.name).toBe('Mine');
    const list = await t.call('GET', '/api/websites', undefined, other);
    expect((list.body as Website[]).map((w) => w.id)).not.toContain(mine.id);
  });

  it('no one signed in gets 401 on every API route but signing in', async () => {
    const mine = await createWebsite(t, { name: 'Private', template: 'coach' });
    const routes = [
      ...(await routesOf(mine)),
      ['GET', '/api/websites', undefined],
      ['POST', '/api/websites', { name: 'x', template: 'coach' }],
      ['GET', '/api/templates', undefined],
      ['GET', '/api/auth/me', undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      const { status, body: answer } = await t.call(method, url, body, null);
      expect(status, `${method} ${url}`).toBe(401);
      expect((answer as ErrorAnswer).error.code).toBe('unauthorized');
    }
  });

  it('ignores a userId in the payload: the owner comes from the session', async () => {
    const other = await t.signUp('third@example.com');
    const { body } = await t.call(
      'POST',
      '/api/websites',
      { name: 'Spoofed', template: 'coach', userId: 1 },
      other,
    );
    const created = body as Website;
    expect((await t.call('GET', `/api/websites/${created.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/websites/${created.id}`, undefined, other)).status).toBe(200);
  });
});
