import { createHash } from 'node:crypto';
import { templateFor } from '../../model/templates/catalogue';
import { websiteTheme } from '../../model/templates/website-theme';
import type { Website } from '../../model/website';
import type { Db } from '../db/database';
import { livePublicationId, readDraft, sharedDraftStamp } from '../domain/publishing/live-page';
import { homePageOf, pageAtSlug, pagePath, pageView, withSiteBase } from '../../model/page-view';
import { pageMetaOf, type PageMeta } from './page-meta';
import { pageOfElement, siteBaseOf } from './site-pages';
import { LatestPostsFill } from './latest-posts-fill';
import { publicationContent, renderedPublication } from '../domain/publishing/render-publication';
import { withoutDeletedFiles } from '../domain/files/missing-files';
import { pagePolicy } from './content-policy';
import type { PageCache } from './page-cache';
import { pageDocument } from './page-document';
import { withSourceHost } from './lead-source-page';
import { makeRendition, type Rendition } from './rendition';
import { OWN_ADDRESS_ACTION, type LeadFormState } from '../../model/crm/lead-form';
import { sharedUrl } from '../../model/page-urls';
import type { Renderer } from './renderer';

export type LivePagesOptions = {
  db: Db;
  cache: PageCache;
  /** Draws every page served here; pages stored by another renderer are drawn again first. */
  renderer: Renderer;
  /** Told when a stored page's settings could not make a policy (it is served with the strictest). */
  onPolicyError: (error: unknown, where: string) => void;
};

/**
 * The pages visitors get, ready to send. A live page is prepared once per publication and address
 * (at publish, or on its first visit after a restart), never per request: the address is PUBLIC_URL
 * or one of the few allowed hosts (see public-address.ts), so no header can make the server render.
 * Every page is drawn by this process's renderer and links its stylesheet (decision 012): cache
 * keys name the renderer, and a stored body another renderer drew is drawn again before it is sent.
 */
export class LivePages {
  /** The Latest posts sections' filling (issue 38): told where posts come from by app.ts. */
  readonly latestPosts: LatestPostsFill;

  constructor(private readonly options: LivePagesOptions) {
    this.latestPosts = new LatestPostsFill(options.cache);
  }

  private stylesheetFor(website: Website): string | null {
    return this.options.renderer.stylesheets[templateFor(website.template).family] ?? null;
  }

  /** Only the heading font: the headline is the largest paint, and the body font can arrive after it. */
  private preloadFonts(website: Website): string[] {
    const href = this.options.renderer.fonts[websiteTheme(website).headingFont];
    return href ? [href] : [];
  }

  private async document(
    website: Website,
    body: string,
    canonicalUrl: string,
    noindex: boolean,
    meta?: Partial<PageMeta>,
  ) {
    const html = pageDocument({
      website,
      // The website's own links (its navigation) lead under the address the page is asked at.
      body: withSiteBase(body, noindex ? '#' : siteBaseOf(canonicalUrl)),
      canonicalUrl,
      ...(meta ? { meta } : {}),
      stylesheetHref: this.stylesheetFor(website),
      noindex,
      preloadFonts: this.preloadFonts(website),
    });
    const csp = pagePolicy(website.settings, (error) =>
      this.options.onPolicyError(error, canonicalUrl),
    );
    return this.latestPosts.noted(await makeRendition(html, csp), html);
  }

  /** Which publication a live address shows, from memory for a few seconds. */
  async publicationAt(slug: string): Promise<number | null> {
    const known = this.options.cache.pointer(slug);
    if (known) return known.publicationId;
    return this.readPointer(slug);
  }

  private readPointer(slug: string): Promise<number | null> {
    return this.options.cache.readPointer(slug, () => livePublicationId(this.options.db, slug));
  }

  /** A read in the background: a failed one leaves the pointer to the next visitor's read. */
  private readonly refresh = (slug: string): void => {
    this.readPointer(slug).catch(() => undefined);
  };

  /**
   * Which publication a live address shows when memory knows (undefined when it must be read);
   * for a few seconds after its time is up, the one last read, while it is read again.
   */
  knownPublicationAt(slug: string): number | null | undefined {
    return this.options.cache.pointerToServe(slug, this.refresh)?.publicationId;
  }

  /** Where the live page of a publication at `url` (its address, /s/{slug} or a domain's /) is kept. */
  liveKey(publicationId: number, url: string): string {
    return `s|${this.options.renderer.fingerprint}|${publicationId}|${url}`;
  }

  /**
   * The live page kept under `key` (from liveKey) when it is ready in memory; undefined when it
   * must be read or drawn. A caller that keeps its key and asks again with the same string
   * spares the cache hashing and comparing a new one.
   */
  knownLivePage(key: string): Rendition | undefined {
    const page = this.options.cache.rendition(key);
    return page && !this.latestPosts.hasSlot(page) ? page : undefined;
  }

  /** The live page of a publication at `url`; null when the publication is gone. */
  async livePage(publicationId: number, url: string): Promise<Rendition | null> {
    const { cache, db, renderer } = this.options;
    const key = this.liveKey(publicationId, url);
    const page =
      cache.rendition(key) ??
      (await cache.renditionOnce(key, async () => {
        const publication = await renderedPublication(db, publicationId, renderer);
        if (!publication) return null;
        const { snapshot, body } = publication;
        const home = homePageOf(snapshot);
        const meta = home ? pageMetaOf(snapshot, home) : undefined;
        return this.document(snapshot, body, url, false, meta);
      }));
    return this.latestPosts.filled(page, key, url, publicationId);
  }

  /**
   * The page at `pageSlug` under a publication's address, kept like its home page (issue 38):
   * `movedTo` (the page's path under the address) when the page had that address before, null
   * when there is no such page or the publication is gone.
   */
  async livePageAt(
    publicationId: number,
    url: string,
    pageSlug: string,
  ): Promise<Rendition | { movedTo: string } | null> {
    const { cache, db, renderer } = this.options;
    const key = this.liveKey(publicationId, url);
    const moved = this.moves.get(key);
    if (moved) return moved;
    const kept = cache.rendition(key);
    if (kept) return this.latestPosts.filled(kept, key, url, publicationId);
    const page = await cache.renditionOnce(key, async () => {
      // Only the content: the home page's stored body is not this page's.
      const publication = await publicationContent(db, publicationId);
      if (!publication) return null;
      const { snapshot } = publication;
      const found = pageAtSlug(snapshot, pageSlug);
      if (!found) return null;
      if ('movedTo' in found) {
        this.remember(key, { movedTo: pagePath(found.movedTo) });
        return null;
      }
      const body = renderer.renderBody(snapshot, undefined, found.page.id);
      return this.document(snapshot, body, url, false, pageMetaOf(snapshot, found.page));
    });
    return (
      (await this.latestPosts.filled(page, key, url, publicationId)) ?? this.moves.get(key) ?? null
    );
  }

  /** Old page addresses and where they moved, per publication (a publication never changes). */
  private moves = new Map<string, { movedTo: string }>();

  private remember(key: string, moved: { movedTo: string }) {
    if (this.moves.size >= 10_000) this.moves = new Map();
    this.moves.set(key, moved);
  }

  /**
   * A live page as one visitor's post to its form left it: the form's success message ('sent',
   * kept like the page itself, one per form) or the visitor's answers with what is wrong with them
   * ('invalid', drawn for this answer only, its forms still carrying the visitor's `sourceHost`).
   * Null when the publication is gone.
   */
  async formOutcomePage(
    publicationId: number,
    url: string,
    state: LeadFormState,
    sourceHost = '',
  ): Promise<Rendition | null> {
    const { cache, db, renderer } = this.options;
    const publication = await renderedPublication(db, publicationId, renderer);
    if (!publication) return null;
    const { snapshot } = publication;
    // Only a form of the website has an outcome to show (and a page kept for it), on its page.
    const page = pageOfElement(snapshot, state.elementId);
    if (!page) return this.livePage(publicationId, url);
    const draw = () => {
      const body = withSourceHost(
        renderer.renderBody(snapshot, { action: OWN_ADDRESS_ACTION, state }, page.id),
        sourceHost,
      );
      return this.document(snapshot, body, url, false, pageMetaOf(snapshot, page));
    };
    // A visitor's own answers are never kept, so their page is not filled (its posts are left out).
    if (state.outcome !== 'sent') return draw();
    const key = `s|${renderer.fingerprint}|${publicationId}|${url}|sent:${state.elementId}`;
    const sent = cache.rendition(key) ?? (await cache.renditionOnce(key, async () => draw()));
    return this.latestPosts.filled(sent, key, url, publicationId);
  }

  /** The read-only page of a shared draft as it is now; null for unknown or revoked links. */
  async sharedPage(token: string, origin: string): Promise<Rendition | null> {
    const { cache, db, renderer } = this.options;
    const stamp = await sharedDraftStamp(db, token);
    if (!stamp) return null;
    const key = `p|${renderer.fingerprint}|${token}|${stamp.updatedAt.getTime()}|${origin}`;
    const kept = cache.rendition(key);
    if (kept) return kept;
    return cache.renditionOnce(key, async () => {
      const stored = await readDraft(db, stamp.websiteId);
      if (!stored) return null;
      // A picture whose file was deleted is left out, as publishing would (missing-files.ts).
      const draft = await withoutDeletedFiles(db, stored);
      return this.document(
        draft,
        renderer.renderBody(draft, NOT_SENDABLE),
        sharedUrl(origin, token),
        true,
      );
    });
  }

  /**
   * The first screen of a draft for its card on the dashboard: the first sections only, rendered
   * as visitors would see them, neither cached here nor compressed (the browser keeps it by ETag).
   */
  thumbnail(website: Website): { html: string; etag: string } {
    // The home page's first screen (a website of several pages holds every page's sections).
    const home = pageView(website);
    const firstScreen = { ...home, sections: home.sections.slice(0, THUMBNAIL_SECTIONS) };
    const { renderer } = this.options;
    const stylesheetHref = this.stylesheetFor(website);
    const html = pageDocument({
      website,
      body: withoutFrames(renderer.renderBody(firstScreen, NOT_SENDABLE)),
      canonicalUrl: '',
      stylesheetHref,
      noindex: true,
      preloadFonts: this.preloadFonts(website),
    }).replace('</head>', `<style>${FRAME_STAND_IN_CSS}</style></head>`);
    return { html, etag: thumbnailTag(website.id, website.updatedAt, renderer.fingerprint) };
  }

  /** The ETag a draft's thumbnail has, known without reading the draft. */
  thumbnailTag(website: { id: number; template: string; updatedAt: string }): string {
    return thumbnailTag(website.id, website.updatedAt, this.options.renderer.fingerprint);
  }
}

/** Forms drawn where they cannot be sent: a shared draft, a dashboard thumbnail. */
const NOT_SENDABLE = { action: null };

const FRAME_STAND_IN_CSS =
  '[data-frame-stand-in]{display:block;background:#f1f5f9;min-height:20rem}';

/**
 * Embedded pages (a booking calendar) become quiet grey boxes of their size: a dashboard of cards
 * must not load a calendar per card, and the thumbnail's policy allows no frames.
 */
function withoutFrames(markup: string): string {
  return markup.replace(/<iframe\b([^>]*)>\s*<\/iframe>/g, (_, attributes: string) => {
    const kept = attributes.replace(/\s(src|srcdoc|title|allow|loading)="[^"]*"/g, '');
    return `<div${kept} data-frame-stand-in=""></div>`;
  });
}

/** Sections in a thumbnail: enough to fill its first screen. */
const THUMBNAIL_SECTIONS = 3;

/** Changes with the draft and with the renderer (its source or its stylesheets). */
function thumbnailTag(id: number, updatedAt: string, fingerprint: string): string {
  const hash = createHash('sha256').update(`${id}|${updatedAt}|${fingerprint}`);
  return `"t-${hash.digest('base64url').slice(0, 22)}"`;
}
