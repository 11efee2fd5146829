import { describe, expect, it } from 'vitest';
import type { Page } from '../../model/pages';
import type { Website } from '../../model/website';
import { createWebsite } from '../../../test/support/builders';
import { testDns, verifiedDomain } from '../../../test/support/domains';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp } from '../../../test/support/test-app';

const dns = testDns();
const t = setupTestApp(undefined, () => ({ domains: dns.settings() }));

const visit = (url: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host } });

async function addPage(websiteId: number, body: Record<string, unknown>): Promise<Page> {
  const { status, body: answer } = await t.call('POST', `/api/websites/${websiteId}/pages`, body);
  expect(status).toBe(201);
  return (answer as { page: Page }).page;
}

async function publish(websiteId: number): Promise<string> {
  const { status, body } = await t.call('POST', `/api/websites/${websiteId}/publish`);
  expect(status).toBe(201);
  return new URL((body as { url: string }).url).pathname.split('/').pop() ?? '';
}

/** A published website of four pages: Home, About, Work with me, Contact. */
async function fourPages(name: string) {
  const website = await createWebsite(t, { name, template: 'coach' });
  const about = await addPage(website.id, { template: 'about' });
  const services = await addPage(website.id, { template: 'services' });
  const contact = await addPage(website.id, { template: 'contact' });
  const slug = await publish(website.id);
  return { website, about, services, contact, slug };
}

/** The page's <title> as a browser reads it. */
function titleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return raw
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** The navigation's links as a visitor reads them: text and address. */
function navOf(html: string): { text: string; href: string; current: boolean }[] {
  const nav = /<nav aria-label="Website"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a href="([^"]*)"( aria-current="page")?[^>]*>([^<]*)<\/a>/g)].map(
    (m) => ({ href: m[1] ?? '', current: !!m[2], text: m[3] ?? '' }),
  );
}

describe('a website of several pages, published', () => {
  it('serves every page at its address, each with its own title, canonical and navigation', async () => {
    const { about, services, contact, slug } = await fourPages('Many Pages');
    const home = await visit(`/s/${slug}`);
    expect(home.statusCode).toBe(200);
    expect(navOf(home.body)).toEqual([
      { text: 'Home', href: `/s/${slug}`, current: true },
      { text: about.title, href: `/s/${slug}/${about.slug}`, current: false },
      { text: services.title, href: `/s/${slug}/${services.slug}`, current: false },
      { text: contact.title, href: `/s/${slug}/${contact.slug}`, current: false },
    ]);
    for (const page of [about, services, contact]) {
      const answer = await visit(`/s/${slug}/${page.slug}`);
      expect(answer.statusCode, page.slug).toBe(200);
      expect(answer.headers['content-security-policy']).toBe(
        home.headers['content-security-policy'],
      );
      const audit = auditHtml(answer.body);
      expect(titleOf(answer.body)).toContain(page.title);
      expect(audit.links.canonical).toBe(`http://localhost/s/${slug}/${page.slug}`);
      expect(audit.metas['og:url']).toBe(`http://localhost/s/${slug}/${page.slug}`);
      expect(navOf(answer.body).find((l) => l.current)?.text).toBe(page.title);
      // Drawn on the server, for visitors without JavaScript: no script at all.
      expect(answer.body).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    }
    // The shared header's links to places on the home page lead there, not nowhere.
    const aboutPage = (await visit(`/s/${slug}/${about.slug}`)).body;
    for (const [, anchor] of aboutPage.matchAll(/href="#([^"]+)"/g))
      expect(aboutPage, `#${anchor}`).toContain(`id="${anchor}"`);
    expect(aboutPage).toMatch(new RegExp(`href="/s/${slug}#[a-z-]+"`));
    expect((await visit(`/s/${slug}/no-such-page`)).statusCode).toBe(404);
    expect((await visit(`/s/${slug}/${encodeURIComponent('<b>')}`)).statusCode).toBe(404);
  });

  it('answers a page’s former address with a 301 once the new one is published', async () => {
    const { about, slug, website } = await fourPages('Moving Pages');
    const renamed = await t.call('PATCH', `/api/pages/${about.id}`, { slug: 'my-story' });
    expect(renamed.status).toBe(200);
    // Not yet published: the old address is still the live one.
    expect((await visit(`/s/${slug}/${about.slug}`)).statusCode).toBe(200);
    await publish(website.id);
    const old = await visit(`/s/${slug}/${about.slug}?utm_source=mail`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`http://localhost/s/${slug}/my-story?utm_source=mail`);
    expect((await visit(`/s/${slug}/my-story`)).statusCode).toBe(200);
  });

  it('does not show a page added after the last publish, nor one left out of the navigation', async () => {
    const { website, slug, services } = await fourPages('Later Pages');
    const faq = await addPage(website.id, { template: 'faq' });
    expect((await visit(`/s/${slug}/${faq.slug}`)).statusCode).toBe(404);
    await t.call('PATCH', `/api/pages/${services.id}`, { inNav: false });
    await publish(website.id);
    const home = await visit(`/s/${slug}`);
    expect(navOf(home.body).map((l) => l.text)).not.toContain(services.title);
    expect((await visit(`/s/${slug}/${services.slug}`)).statusCode).toBe(200);
    expect((await visit(`/s/${slug}/${faq.slug}`)).statusCode).toBe(200);
    const sitemap = await visit('/sitemap.xml');
    for (const path of ['', `/${faq.slug}`, `/${services.slug}`])
      expect(sitemap.body).toContain(`<loc>http://localhost/s/${slug}${path}</loc>`);
  });

  it('takes a lead on the Contact page and thanks the visitor there', async () => {
    const { contact, slug } = await fourPages('Contact Leads');
    const page = await visit(`/s/${slug}/${contact.slug}`);
    const formId = /name="form" value="(\d+)"/.exec(page.body)?.[1];
    expect(formId).toBeDefined();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/s/${slug}/${contact.slug}`,
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        form: formId ?? '',
        email: 'visitor@example.com',
        name: 'Vi',
      }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    const location = String(sent.headers.location);
    expect(location).toMatch(
      new RegExp(`^http://localhost/s/${slug}/${contact.slug}\\?sent=${formId}#`),
    );
    const thanked = await visit(location.replace('http://localhost', '').replace(/#.*/, ''));
    expect(thanked.statusCode).toBe(200);
    expect(auditHtml(thanked.body).links.canonical).toBe(
      `http://localhost/s/${slug}/${contact.slug}`,
    );
  });

  it('serves her pages on her own domain under /, with the navigation there', async () => {
    const { website, about, slug } = await fourPages('Domain Pages');
    await verifiedDomain(t, dns, website.id, 'many-pages-coach.com');
    const page = await visit(`/${about.slug}`, 'many-pages-coach.com');
    expect(page.statusCode).toBe(200);
    expect(auditHtml(page.body).links.canonical).toBe(`http://many-pages-coach.com/${about.slug}`);
    expect(navOf(page.body)[0]).toEqual({ text: 'Home', href: '/', current: false });
    expect(navOf(page.body)[1]?.href).toBe(`/${about.slug}`);
    // The same page as on /s/, but for where it is.
    const platform = await visit(`/s/${slug}/${about.slug}`);
    const withoutNav = (html: string) =>
      html.replace(/<nav aria-label="Website"[\s\S]*?<\/nav>/, '');
    expect(
      withoutNav(page.body)
        .replaceAll(
          `http://many-pages-coach.com/${about.slug}`,
          `http://localhost/s/${slug}/${about.slug}`,
        )
        // The header's links to places on the home page: / on her domain.
        .replaceAll('href="/#', `href="/s/${slug}#`),
    ).toBe(withoutNav(platform.body));
    await t.call('PATCH', `/api/pages/${about.id}`, { slug: 'my-story' });
    await publish(website.id);
    const moved = await visit(`/${about.slug}`, 'many-pages-coach.com');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('http://many-pages-coach.com/my-story');
    const sitemap = await visit('/sitemap.xml', 'many-pages-coach.com');
    expect(sitemap.body).toContain('<loc>http://many-pages-coach.com/my-story</loc>');
  });

  it('shows the home page on the dashboard card, not a page added later', async () => {
    const website = await createWebsite(t, { name: 'Card Pages', template: 'coach' });
    // An About page whose sections come first in the website's order of sections.
    const about = await addPage(website.id, { template: 'about' });
    for (const type of ['testimonials', 'cta', 'programs']) {
      const added = await t.call('POST', `/api/websites/${website.id}/sections`, {
        type,
        pageId: about.id,
      });
      expect(added.status).toBe(201);
    }
    const full = (await t.call('GET', `/api/websites/${website.id}`)).body as Website;
    const aboutIds = full.sections.filter((s) => s.pageId === about.id).map((s) => s.id);
    const reordered = await t.call('POST', `/api/websites/${website.id}/sections/reorder`, {
      sectionIds: [
        ...aboutIds,
        ...full.sections.filter((s) => s.pageId !== about.id).map((s) => s.id),
      ],
    });
    expect(reordered.status).toBe(200);
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${website.id}/thumbnail`,
      headers: { cookie: t.cookie },
    });
    // The hero's headline: only the home page has a hero.
    const homeHeading = full.sections
      .filter((s) => s.pageId !== about.id && s.type === 'hero')
      .flatMap((s) => s.elements)
      .find((e) => e.type === 'heading')?.content.text;
    expect(typeof homeHeading).toBe('string');
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain(String(homeHeading));
  });

  it('keeps the header on the home page: another page cannot add one of its own', async () => {
    const website = await createWebsite(t, { name: 'One Header', template: 'coach' });
    const about = await addPage(website.id, { template: 'about' });
    const refused = await t.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'header',
      pageId: about.id,
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { error: { fields: Record<string, string> } }).error.fields.type).toBe(
      'is shared by every page: add it to the home page',
    );
    const home = website.pages.find((p) => p.isHome);
    const onHome = await t.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'header',
      pageId: home?.id,
    });
    expect(onHome.status).toBe(201);
  });

  it('escapes what a coach typed as a page title wherever visitors read it', async () => {
    const website: Website = await createWebsite(t, { name: 'Hostile Titles', template: 'coach' });
    const payloads = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "'><svg onload=alert(1)>",
      '</title><script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
    ];
    const pages: Page[] = [];
    for (const title of payloads)
      pages.push(await addPage(website.id, { template: 'blank', title }));
    const slug = await publish(website.id);
    for (const page of pages) {
      const answer = await visit(`/s/${slug}/${page.slug}`);
      expect(answer.statusCode).toBe(200);
      for (const html of [answer.body, (await visit(`/s/${slug}`)).body]) {
        const audit = auditHtml(html);
        expect(audit.scripts).toEqual([]);
        expect(audit.handlers).toEqual([]);
        expect(audit.scriptUrls).toEqual([]);
      }
      expect(titleOf(answer.body)).toContain(page.title);
    }
  });
});
