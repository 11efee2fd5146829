import { LATEST_POSTS_SLOT_HTML } from '../../model/latest-posts';
import { withSiteBase } from '../../model/page-view';
import type { PageCache } from './page-cache';
import { makeRendition, type Rendition } from './rendition';
import { siteBaseOf } from './site-pages';

/**
 * The newest posts of a publication's website: a stamp that changes with any post, and their
 * markup (links under SITE_BASE_MARKER), drawn only when no page is kept for that stamp.
 */
export type LatestPostsSource = (
  publicationId: number,
) => Promise<{ stamp: string; markup: () => Promise<string> } | null>;

/**
 * Fills the Latest posts sections of live pages (issue 38). A page drawn with the section carries
 * an empty slot; each time it is asked, the blog's stamp (read at most every few seconds) names
 * the filled page kept for it, so a post published on any process shows on every page holding the
 * section within seconds. Pages with a slot are never answered from memory by the door, whose
 * keys know no stamp: knownLivePage leaves them to the route.
 */
export class LatestPostsFill {
  private source: LatestPostsSource | null = null;
  private readonly slotted = new WeakSet<Rendition>();

  constructor(private readonly cache: PageCache) {}

  /** Where the posts come from (the blog's pages, made after the live pages). */
  from(source: LatestPostsSource): void {
    this.source = source;
  }

  /** A page just drawn from `html`: noted when it holds a slot to fill. */
  noted(page: Rendition, html: string): Rendition {
    if (html.includes(LATEST_POSTS_SLOT_HTML)) this.slotted.add(page);
    return page;
  }

  /** Whether a page must be filled before it is sent. */
  hasSlot(page: Rendition): boolean {
    return this.slotted.has(page);
  }

  /** The page with its slot filled with the newest posts (kept per stamp), or as it is. */
  async filled(
    page: Rendition | null,
    key: string,
    url: string,
    publicationId: number,
  ): Promise<Rendition | null> {
    if (!page || !this.slotted.has(page) || !this.source) return page;
    const latest = await this.source(publicationId);
    if (!latest) return page;
    const filledKey = `${key}|latest|${latest.stamp}`;
    return (
      this.cache.rendition(filledKey) ??
      this.cache.renditionOnce(filledKey, async () => {
        const markup = withSiteBase(await latest.markup(), siteBaseOf(url));
        const html = page.raw.toString().replaceAll(LATEST_POSTS_SLOT_HTML, markup);
        return makeRendition(html, page.csp);
      })
    );
  }
}
