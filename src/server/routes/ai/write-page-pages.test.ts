import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/support/test-app';
import type { WritePageAnswer } from '../../../model/ai/api';
import { EXAMPLE_AVATAR } from '../../../model/avatars/example-avatar';
import type { Page } from '../../../model/pages';
import type { Website } from '../../../model/website';

const t = setupTestApp();

describe('"Write this page" on a website of several pages (issue 38)', () => {
  it('writes the page asked for, its own sections only; the home page when none is named', async () => {
    await t.call('POST', '/api/avatars', EXAMPLE_AVATAR);
    const created = await t.call('POST', '/api/websites', { name: 'Pages AI', template: 'coach' });
    const id = (created.body as { id: number }).id;
    const added = await t.call('POST', `/api/websites/${id}/pages`, { template: 'about' });
    const about = (added.body as { page: Page }).page;
    const website = (await t.call('GET', `/api/websites/${id}`)).body as Website;
    const pageOf = new Map(website.sections.map((s) => [s.id, s.pageId]));
    const home = website.pages.find((p) => p.isHome)?.id;

    const onAbout = await t.call('POST', '/api/ai/write-page', { websiteId: id, pageId: about.id });
    expect(onAbout.status).toBe(200);
    const aboutProposals = (onAbout.body as WritePageAnswer).proposals;
    expect(aboutProposals.length).toBeGreaterThan(0);
    for (const p of aboutProposals) expect(pageOf.get(p.sectionId)).toBe(about.id);

    const unnamed = await t.call('POST', '/api/ai/write-page', { websiteId: id });
    expect(unnamed.status).toBe(200);
    for (const p of (unnamed.body as WritePageAnswer).proposals)
      expect(pageOf.get(p.sectionId)).toBe(home);
  });

  it('refuses a page of another website, naming pageId', async () => {
    const one = await t.call('POST', '/api/websites', { name: 'One', template: 'coach' });
    const two = await t.call('POST', '/api/websites', { name: 'Two', template: 'coach' });
    const twoId = (two.body as { id: number }).id;
    const other = ((await t.call('GET', `/api/websites/${twoId}`)).body as Website).pages[0]?.id;
    const answer = await t.call('POST', '/api/ai/write-page', {
      websiteId: (one.body as { id: number }).id,
      pageId: other,
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { fields: Record<string, string> } }).error.fields.pageId).toBe(
      'is not a page of this website',
    );
  });
});
