import type { Page } from './pages';
import type { Section, Website } from './website';

/** Section types of the home page drawn on every page: the website's header and footer. */
export const SHARED_SECTION_TYPES: ReadonlySet<string> = new Set(['header', 'footer']);

/**
 * Where the website's own addresses start in a page body drawn for visitors: the live page (and
 * its copy on her own domain) replaces it with /s/{address} or nothing (livePageBase).
 */
export const SITE_BASE_MARKER = '/__site__';

/** The home page (every stored website has one; a snapshot from before pages has id 0). */
export function homePageOf(website: Pick<Website, 'pages'>): Page | undefined {
  return website.pages.find((p) => p.isHome) ?? website.pages[0];
}

/** A page by id; undefined when the website has no such page. */
export function pageById(website: Pick<Website, 'pages'>, pageId: number): Page | undefined {
  return website.pages.find((p) => p.id === pageId);
}

/**
 * The page at a path segment under the website's address: `page` when it is there now, `movedTo`
 * when it had that address before (a 301). The home page is not found by its slug: it is at `/`.
 */
export function pageAtSlug(
  website: Pick<Website, 'pages'>,
  slug: string,
): { page: Page } | { movedTo: Page } | null {
  const page = website.pages.find((p) => p.slug === slug);
  if (page) return page.isHome ? { movedTo: page } : { page };
  const moved = website.pages.find((p) => p.formerSlugs.includes(slug));
  return moved ? { movedTo: moved } : null;
}

/** The path of a page under the website's address ('' for the home page, '/about' for others). */
export function pagePath(page: Pick<Page, 'isHome' | 'slug'>): string {
  return page.isHome ? '' : `/${page.slug}`;
}

function byOrder(a: Section, b: Section): number {
  return a.order - b.order || a.id - b.id;
}

/**
 * The website as one page of it is drawn: that page's sections, with the home page's header first
 * and footer last on every other page. The home page is drawn from its own sections only, so a
 * website of one page is drawn exactly as before pages.
 */
export function pageView(website: Website, pageId?: number): Website {
  const home = homePageOf(website);
  const page = (pageId === undefined ? undefined : pageById(website, pageId)) ?? home;
  if (!page) return website;
  const own = website.sections.filter((s) => s.pageId === page.id);
  if (page === home) {
    return own.length === website.sections.length ? website : { ...website, sections: own };
  }
  const shared = website.sections.filter(
    (s) => s.pageId === home?.id && SHARED_SECTION_TYPES.has(s.type),
  );
  const headers = shared.filter((s) => s.type === 'header').sort(byOrder);
  const footers = shared.filter((s) => s.type === 'footer').sort(byOrder);
  const sorted = [...own].sort(byOrder);
  // Orders are renumbered so that templates, which sort by order, keep header first, footer last.
  const sections = [...headers, ...sorted, ...footers].map((s, i) => ({ ...s, order: i }));
  return { ...website, sections };
}

export type NavLink = { id: number; title: string; href: string; current: boolean };

/**
 * The header's navigation: the pages the coach chose, in her order, each linked under `base`
 * (SITE_BASE_MARKER on published pages). None when fewer than two pages would be listed (a
 * website of one page has nothing to navigate), plus the blog when it has posts.
 */
export function navLinks(
  website: Pick<Website, 'pages'>,
  currentPageId: number | 'blog' | undefined,
  base: string,
  blog: { title: string } | null = null,
): NavLink[] {
  const listed = website.pages.filter((p) => p.inNav);
  const links: NavLink[] = listed.map((p) => ({
    id: p.id,
    title: p.title,
    href: p.isHome ? base || '/' : `${base}/${p.slug}`,
    current: currentPageId === p.id || (currentPageId === undefined && p.isHome),
  }));
  if (blog)
    links.push({
      id: -1,
      title: blog.title,
      href: `${base}/blog`,
      current: currentPageId === 'blog',
    });
  return links.length < 2 ? [] : links;
}

/** The base path of a website's pages where a visitor asked: /s/{address}, or '' on her own domain. */
export function livePageBase(slug: string, onDomain: boolean): string {
  return onDomain ? '' : `/s/${slug}`;
}

/** A drawn body with its website-relative links pointed under `base` (see SITE_BASE_MARKER). */
export function withSiteBase(body: string, base: string): string {
  if (!body.includes(SITE_BASE_MARKER)) return body;
  return body
    .replaceAll(`"${SITE_BASE_MARKER}"`, `"${base || '/'}"`)
    .replaceAll(`"${SITE_BASE_MARKER}#`, `"${base || '/'}#`)
    .replaceAll(`"${SITE_BASE_MARKER}/`, `"${base}/`);
}

/**
 * A page other than home drawn with the home page's header and footer: their links to a place on
 * the page (#programs, #calendar) that this page does not have lead to that place on the home
 * page instead of nowhere.
 */
export function anchorsToHome(markup: string): string {
  const ids = new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return markup.replace(/href="#([^"]+)"/g, (link, anchor: string) =>
    ids.has(anchor) ? link : `href="${SITE_BASE_MARKER}#${anchor}"`,
  );
}
