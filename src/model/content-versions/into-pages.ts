import type { StoredWebsite } from './types';

/** The id a snapshot's home page has when it was written before pages (restore gives it a real one). */
export const SNAPSHOT_HOME_PAGE_ID = 0;

/**
 * Version 2 (issue 38): a website written before pages becomes a one-page website. Its sections are
 * its home page's, which has the website's own search settings (none of its own) and no other page
 * to link to, so it is drawn exactly as before.
 */
export function intoPages(website: StoredWebsite): StoredWebsite {
  if (Array.isArray(website.pages)) return website;
  const home = {
    id: SNAPSHOT_HOME_PAGE_ID,
    websiteId: website.id,
    title: 'Home',
    slug: 'home',
    order: 0,
    isHome: true,
    inNav: true,
    seo: {},
    formerSlugs: [],
    version: 1,
  };
  return {
    ...website,
    pages: [home],
    sections: website.sections.map((section) => ({ ...section, pageId: home.id })),
  };
}
