import { describe, expect, it } from 'vitest';
import type { Page } from '../../model/pages';
import type { Website } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

type Added = { page: Page; website: Website };

async function addPage(websiteId: number, body: unknown = {}): Promise<Added> {
  const answer = await t.call('POST', `/api/websites/${websiteId}/pages`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Added;
}

async function patchPage(pageId: number, body: unknown) {
  return t.call('PATCH', `/api/pages/${pageId}`, body);
}

const sectionsOn = (website: Website, pageId: number) =>
  website.sections.filter((s) => s.pageId === pageId);

const errorOf = (body: unknown) => (body as ErrorAnswer).error;

describe('GET /api/websites/:id/pages', () => {
  it('answers a new website with its home page', async () => {
    const website = await createWebsite(t);
    const answer = await t.call('GET', `/api/websites/${website.id}/pages`);
    expect(answer.status).toBe(200);
    const { pages } = answer.body as { pages: Page[] };
    expect(pages).toMatchObject([{ title: 'Home', isHome: true, inNav: true }]);
  });
});

describe('POST /api/websites/:id/pages', () => {
  it('adds an About page with the template own about sections, last in the navigation', async () => {
    const website = await createWebsite(t, { template: 'coach' });
    const { page, website: after } = await addPage(website.id, { template: 'about' });
    expect(page).toMatchObject({ title: 'About', slug: 'about', isHome: false, inNav: true });
    expect(after.pages.map((p) => p.id)).toEqual([website.pages[0]?.id, page.id]);
    const added = sectionsOn(after, page.id);
    expect(added.map((s) => s.type)).toEqual(['about']);
    expect(added[0]?.elements.length).toBeGreaterThan(0);
    // The home page keeps its sections as they were.
    expect(after.sections.length).toBe(website.sections.length + 1);
  });

  it('names each template page as coaches expect, each address made unique', async () => {
    const website = await createWebsite(t, { template: 'coach-exact' });
    const titles: string[] = [];
    for (const template of ['services', 'contact', 'testimonials', 'faq', 'blank', 'about']) {
      const { page } = await addPage(website.id, { template });
      titles.push(`${page.title} /${page.slug}`);
    }
    const { page: second } = await addPage(website.id, { template: 'about' });
    expect(titles).toEqual([
      'Work with me /work-with-me',
      'Contact /contact',
      'Testimonials /testimonials',
      'FAQ /faq',
      'New page /new-page',
      'About /about',
    ]);
    expect(second.slug).toBe('about-2');
  });

  it('starts a page with no template blank, and takes the title and address given', async () => {
    const website = await createWebsite(t);
    const blank = await addPage(website.id);
    expect(blank.page.title).toBe('New page');
    expect(sectionsOn(blank.website, blank.page.id)).toEqual([]);
    const named = await addPage(website.id, { template: 'faq', title: 'Questions', slug: 'qa' });
    expect(named.page).toMatchObject({ title: 'Questions', slug: 'qa' });
  });

  it('duplicates a page: its sections and search settings, titled as a copy', async () => {
    const website = await createWebsite(t);
    const about = await addPage(website.id, { template: 'services' });
    const seo = { title: 'Coaching programmes', description: 'Three ways to work with me' };
    await patchPage(about.page.id, { seo });
    const { page, website: after } = await addPage(website.id, { duplicateOf: about.page.id });
    expect(page).toMatchObject({ title: 'Work with me (Copy)', slug: 'work-with-me-copy', seo });
    const strip = (w: Website, id: number) =>
      sectionsOn(w, id).map((s) => [s.type, s.elements.map((e) => e.content)]);
    expect(strip(after, page.id)).toEqual(strip(after, about.page.id));
    const copyIds = sectionsOn(after, page.id).map((s) => s.id);
    expect(copyIds.some((id) => sectionsOn(after, about.page.id).some((s) => s.id === id))).toBe(
      false,
    );
  });

  it('a copy of the home page leaves the shared header and footer on the home page', async () => {
    const website = await createWebsite(t, { template: 'coach-exact' });
    const home = website.pages[0] as Page;
    const { page, website: after } = await addPage(website.id, { duplicateOf: home.id });
    const types = sectionsOn(after, page.id).map((s) => s.type);
    expect(types).not.toContain('header');
    expect(types).not.toContain('footer');
    expect(types).toContain('hero');
    expect(page.title).toBe('Home (Copy)');
  });

  it('refuses a copy of another website page, naming duplicateOf', async () => {
    const mine = await createWebsite(t);
    const other = await createWebsite(t);
    const answer = await t.call('POST', `/api/websites/${mine.id}/pages`, {
      duplicateOf: other.pages[0]?.id,
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).fields).toHaveProperty('duplicateOf');
  });

  it('refuses an address taken or reserved and a title empty or too long, naming the field', async () => {
    const website = await createWebsite(t);
    await addPage(website.id, { template: 'about' });
    const url = `/api/websites/${website.id}/pages`;
    const taken = await t.call('POST', url, { slug: 'about' });
    expect(taken.status).toBe(400);
    expect(errorOf(taken.body).fields).toEqual({ slug: 'is already the address of another page' });
    for (const body of [{ slug: 'blog' }, { slug: 'sitemap.xml' }, { slug: 'Not A Slug' }]) {
      const answer = await t.call('POST', url, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(errorOf(answer.body).fields ?? {})).toEqual(['slug']);
    }
    for (const title of ['', '   ', 'x'.repeat(81)]) {
      const answer = await t.call('POST', url, { title });
      expect(answer.status).toBe(400);
      expect(Object.keys(errorOf(answer.body).fields ?? {})).toEqual(['title']);
    }
    expect((await getWebsite(t, website.id)).pages.length).toBe(2);
  });

  it('counts as a draft change of a published website', async () => {
    const website = await createWebsite(t);
    expect((await t.call('POST', `/api/websites/${website.id}/publish`)).status).toBe(201);
    expect((await getWebsite(t, website.id)).hasUnpublishedChanges).toBe(false);
    await addPage(website.id, { template: 'contact' });
    expect((await getWebsite(t, website.id)).hasUnpublishedChanges).toBe(true);
  });
});

describe('PATCH /api/pages/:id', () => {
  it('renames a page and moves its address, keeping the old one for a redirect', async () => {
    const website = await createWebsite(t);
    const { page } = await addPage(website.id, { template: 'about' });
    const first = await patchPage(page.id, { title: 'My story', slug: 'my-story', inNav: false });
    expect(first.status).toBe(200);
    const moved = (first.body as { page: Page; pages: Page[] }).page;
    expect(moved).toMatchObject({ title: 'My story', slug: 'my-story', inNav: false });
    expect(moved.formerSlugs).toEqual(['about']);
    expect(moved.version).toBe(page.version + 1);
    await patchPage(page.id, { slug: 'story' });
    const back = await patchPage(page.id, { slug: 'about' });
    expect((back.body as { page: Page }).page.formerSlugs).toEqual(['my-story', 'story']);
  });

  it('keeps the newest 20 former addresses', async () => {
    const website = await createWebsite(t);
    const { page } = await addPage(website.id, { template: 'faq' });
    for (let n = 1; n <= 22; n += 1) await patchPage(page.id, { slug: `faq-${n}` });
    const { pages } = (await t.call('GET', `/api/websites/${website.id}/pages`)).body as {
      pages: Page[];
    };
    const formerSlugs = pages.find((p) => p.id === page.id)?.formerSlugs;
    expect(formerSlugs).toHaveLength(20);
    expect(formerSlugs?.at(-1)).toBe('faq-21');
    expect(formerSlugs).not.toContain('faq');
  });

  it('refuses an address another page has, and a stale version', async () => {
    const website = await createWebsite(t);
    const { page } = await addPage(website.id, { template: 'about' });
    const taken = await patchPage(page.id, { slug: 'home' });
    expect(taken.status).toBe(400);
    expect(errorOf(taken.body).fields).toEqual({ slug: 'is already the address of another page' });
    expect((await patchPage(page.id, { title: 'One', version: page.version })).status).toBe(200);
    const stale = await patchPage(page.id, { title: 'Two', version: page.version });
    expect(stale.status).toBe(409);
    const after = await getWebsite(t, website.id);
    expect(after.pages.find((p) => p.id === page.id)?.title).toBe('One');
  });

  it('makes a page the home page: the old one stays a page, the header moves with home', async () => {
    const website = await createWebsite(t, { template: 'coach-exact' });
    const oldHome = website.pages[0] as Page;
    const { page } = await addPage(website.id, { template: 'about' });
    const answer = await patchPage(page.id, { isHome: true });
    expect(answer.status).toBe(200);
    const { pages } = answer.body as { pages: Page[] };
    expect(pages.filter((p) => p.isHome).map((p) => p.id)).toEqual([page.id]);
    expect(pages.find((p) => p.id === oldHome.id)).toMatchObject({ isHome: false, slug: 'home' });
    const after = await getWebsite(t, website.id);
    const shared = after.sections.filter((s) => s.type === 'header' || s.type === 'footer');
    expect(shared.length).toBe(2);
    expect(shared.every((s) => s.pageId === page.id)).toBe(true);
    const unHome = await patchPage(page.id, { isHome: false });
    expect(unHome.status).toBe(400);
    expect(errorOf(unHome.body).fields).toHaveProperty('isHome');
  });
});

describe('PUT /api/websites/:id/pages/order', () => {
  it('sets the navigation order, and must list exactly the website pages', async () => {
    const website = await createWebsite(t);
    const a = await addPage(website.id, { template: 'about' });
    const b = await addPage(website.id, { template: 'contact' });
    const home = website.pages[0]?.id as number;
    const url = `/api/websites/${website.id}/pages/order`;
    const answer = await t.call('PUT', url, { pageIds: [b.page.id, home, a.page.id] });
    expect(answer.status).toBe(200);
    const { pages } = answer.body as { pages: Page[] };
    expect(pages.map((p) => p.id)).toEqual([b.page.id, home, a.page.id]);
    expect((await getWebsite(t, website.id)).pages.map((p) => p.id)).toEqual(
      pages.map((p) => p.id),
    );
    for (const pageIds of [
      [b.page.id, home],
      [b.page.id, home, a.page.id, a.page.id],
    ]) {
      const refused = await t.call('PUT', url, { pageIds });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).fields).toHaveProperty('pageIds');
    }
  });
});

describe('DELETE /api/pages/:id', () => {
  it('deletes a page with its sections, and never the home page', async () => {
    const website = await createWebsite(t);
    const { page, website: withPage } = await addPage(website.id, { template: 'services' });
    expect(sectionsOn(withPage, page.id).length).toBeGreaterThan(0);
    expect((await t.call('DELETE', `/api/pages/${page.id}`)).status).toBe(204);
    const after = await getWebsite(t, website.id);
    expect(after.pages.map((p) => p.id)).toEqual([website.pages[0]?.id]);
    expect(after.sections.map((s) => s.id)).toEqual(website.sections.map((s) => s.id));
    const home = await t.call('DELETE', `/api/pages/${website.pages[0]?.id}`);
    expect(home.status).toBe(409);
    expect(errorOf(home.body).message).toBe(
      'The home page cannot be deleted: make another page the home page first',
    );
  });
});

describe("another coach's pages", () => {
  it('are a 404 on every page route, and stay as they were', async () => {
    const website = await createWebsite(t);
    const { page } = await addPage(website.id, { template: 'about' });
    const other = await t.signUp('pages-other@example.com');
    const home = website.pages[0]?.id;
    const calls: [string, string, unknown][] = [
      ['GET', `/api/websites/${website.id}/pages`, undefined],
      ['POST', `/api/websites/${website.id}/pages`, { template: 'faq' }],
      ['PUT', `/api/websites/${website.id}/pages/order`, { pageIds: [page.id, home] }],
      ['PATCH', `/api/pages/${page.id}`, { title: 'Taken over' }],
      ['DELETE', `/api/pages/${page.id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const answer = await t.call(method as 'GET', url, body, other);
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    const after = await getWebsite(t, website.id);
    expect(after.pages.map((p) => [p.id, p.title])).toEqual([
      [home, 'Home'],
      [page.id, 'About'],
    ]);
  });
});
