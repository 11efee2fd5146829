import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTAS, type Quotas } from '../../model/limits';
import type { Page } from '../../model/pages';
import type { Section, Website } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

// The coach template starts with 7 sections; room for a few more, and two pages besides home.
const quotas: Quotas = { ...DEFAULT_QUOTAS, pagesPerWebsite: 2, sectionsPerWebsite: 10 };
const t = setupTestApp(quotas);

async function addPage(websiteId: number, body: unknown) {
  return t.call('POST', `/api/websites/${websiteId}/pages`, body);
}

async function added(websiteId: number, body: unknown): Promise<Page> {
  const answer = await addPage(websiteId, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { page: Page }).page;
}

const idsOn = (website: Website, pageId: number) =>
  website.sections.filter((s) => s.pageId === pageId).map((s) => s.id);

describe('the page limit', () => {
  it('allows MAX_PAGES_PER_WEBSITE pages besides the home page, then says the limit', async () => {
    const website = await createWebsite(t);
    await added(website.id, { template: 'blank' });
    const second = await added(website.id, { template: 'blank' });
    const refused = await addPage(website.id, { template: 'blank' });
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorAnswer).error.message).toContain(
      'A website can have at most 2 pages besides its home page',
    );
    expect((await getWebsite(t, website.id)).pages.length).toBe(3);
    // Deleting one makes room again.
    expect((await t.call('DELETE', `/api/pages/${second.id}`)).status).toBe(204);
    await added(website.id, { template: 'faq' });
  });

  it('two pages asked for at once with room for one: one is added, one refused', async () => {
    const website = await createWebsite(t);
    await added(website.id, { template: 'blank' });
    const answers = await Promise.all([
      addPage(website.id, { template: 'blank' }),
      addPage(website.id, { template: 'blank' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await getWebsite(t, website.id)).pages.length).toBe(3);
  });

  it('a page whose sections would pass the section limit is not added at all', async () => {
    const website = await createWebsite(t);
    // 7 starter sections + 'Work with me' (programs + cta) = 9; another 2 would pass 10.
    await added(website.id, { template: 'services' });
    const refused = await addPage(website.id, { template: 'services' });
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorAnswer).error.fields).toHaveProperty('sections');
    const after = await getWebsite(t, website.id);
    expect(after.pages.length).toBe(2);
    expect(after.sections.length).toBe(9);
  });
});

describe('sections on a website of several pages', () => {
  it('POST /sections puts a section on the page named, and refuses another website page', async () => {
    const website = await createWebsite(t);
    const page = await added(website.id, { template: 'blank' });
    const url = `/api/websites/${website.id}/sections`;
    const answer = await t.call('POST', url, { type: 'testimonials', pageId: page.id });
    expect(answer.status).toBe(201);
    expect((answer.body as Section).pageId).toBe(page.id);
    const plain = await t.call('POST', url, { type: 'about' });
    expect((plain.body as Section).pageId).toBe(website.pages[0]?.id);
    const other = await createWebsite(t);
    const refused = await t.call('POST', url, { type: 'about', pageId: other.pages[0]?.id });
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorAnswer).error.fields).toHaveProperty('pageId');
  });

  it('reorders the sections of one page without listing the other pages', async () => {
    const website = await createWebsite(t);
    const home = website.pages[0]?.id as number;
    const page = await added(website.id, { template: 'services' });
    const before = await getWebsite(t, website.id);
    const onPage = idsOn(before, page.id);
    expect(onPage.length).toBe(2);
    const url = `/api/websites/${website.id}/sections/reorder`;
    const answer = await t.call('POST', url, { sectionIds: [...onPage].reverse() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await getWebsite(t, website.id);
    expect(idsOn(after, page.id)).toEqual([...onPage].reverse());
    expect(idsOn(after, home)).toEqual(idsOn(before, home));
    // The whole website's list still works, and a list that is neither is refused by name.
    const all = after.sections.map((s) => s.id);
    const whole = await t.call('POST', url, { sectionIds: [...all].reverse() });
    expect(whole.status).toBe(200);
    expect((await getWebsite(t, website.id)).sections.map((s) => s.id)).toEqual([...all].reverse());
    const mixed = await t.call('POST', url, { sectionIds: [onPage[0], idsOn(after, home)[0]] });
    expect(mixed.status).toBe(400);
    expect((mixed.body as ErrorAnswer).error.fields).toHaveProperty('sectionIds');
  });

  it("a section's PATCH cannot move it to another page", async () => {
    const website = await createWebsite(t);
    const page = await added(website.id, { template: 'blank' });
    const section = website.sections[1] as Section;
    const answer = await t.call('PATCH', `/api/sections/${section.id}`, {
      name: 'Renamed',
      pageId: page.id,
    });
    expect(answer.status).toBe(200);
    const after = await getWebsite(t, website.id);
    expect(after.sections.find((s) => s.id === section.id)).toMatchObject({
      name: 'Renamed',
      pageId: section.pageId,
    });
  });
});
