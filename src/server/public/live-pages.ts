import { createHash } from 'node:crypto';
import type { FontFamily } from '../../model/fonts';
import { templateFor } from '../../model/templates/catalogue';
import { websiteTheme } from '../../model/templates/website-theme';
import type { Website } from '../../model/website';
import { renderWebsiteMarkup } from '../../render/render-static';
import type { Db } from '../db/database';
import {
  livePublicationId,
  loadPublication,
  readDraft,
  sharedDraftStamp,
} from '../domain/publishing/live-page';
import { pagePolicy } from './content-policy';
import type { PageCache } from './page-cache';
import { pageDocument } from './page-document';
import { makeRendition, type Rendition } from './rendition';
import type { Stylesheets } from './site-assets';
import { liveUrl, sharedUrl } from '../../model/page-urls';

export type LivePagesOptions = {
  db: Db;
  cache: PageCache;
  stylesheets: Stylesheets;
  fonts: Partial<Record<FontFamily, string>>;
  /** Told when a stored page's settings could not make a policy (it is served with the strictest). */
  onPolicyError: (error: unknown, where: string) => void;
};

/**
 * The pages visitors get, ready to send. A live page is prepared once per publication and address
 * (at publish, or on its first visit after a restart), never per request: the address is PUBLIC_URL
 * or one of the few allowed hosts (see public-address.ts), so no header can make the server render.
 */
export class LivePages {
  constructor(private readonly options: LivePagesOptions) {}

  private stylesheetFor(website: Website): string | null {
    return this.options.stylesheets[templateFor(website.template).family] ?? null;
  }

  /** Only the heading font: the headline is the largest paint, and the body font can arrive after it. */
  private preloadFonts(website: Website): string[] {
    const href = this.options.fonts[websiteTheme(website).headingFont];
    return href ? [href] : [];
  }

  private document(website: Website, body: string, canonicalUrl: string, noindex: boolean) {
    const html = pageDocument({
      website,
      body,
      canonicalUrl,
      stylesheetHref: this.stylesheetFor(website),
      noindex,
      preloadFonts: this.preloadFonts(website),
    });
    const csp = pagePolicy(website.settings, (error) =>
      this.options.onPolicyError(error, canonicalUrl),
    );
    return makeRendition(html, csp);
  }

  /** Which publication a live address shows, from memory for a few seconds. */
  async publicationAt(slug: string): Promise<number | null> {
    const { cache, db } = this.options;
    const known = cache.pointer(slug);
    if (known) return known.publicationId;
    const id = await livePublicationId(db, slug);
    cache.setPointer(slug, id);
    return id;
  }

  /** The live page of a publication at `origin`/s/`slug`; null when the publication is gone. */
  async livePage(publicationId: number, slug: string, origin: string): Promise<Rendition | null> {
    const { cache, db } = this.options;
    const key = `s|${publicationId}|${slug}|${origin}`;
    const kept = cache.rendition(key);
    if (kept) return kept;
    const publication = await loadPublication(db, publicationId);
    if (!publication) return null;
    return cache.renditionOnce(key, () =>
      this.document(publication.snapshot, publication.body, liveUrl(origin, slug), false),
    );
  }

  /** The read-only page of a shared draft as it is now; null for unknown or revoked links. */
  async sharedPage(token: string, origin: string): Promise<Rendition | null> {
    const { cache, db } = this.options;
    const stamp = await sharedDraftStamp(db, token);
    if (!stamp) return null;
    const key = `p|${token}|${stamp.updatedAt.getTime()}|${origin}`;
    const kept = cache.rendition(key);
    if (kept) return kept;
    const draft = await readDraft(db, stamp.websiteId);
    if (!draft) return null;
    return cache.renditionOnce(key, () =>
      this.document(draft, renderWebsiteMarkup(draft, 'public'), sharedUrl(origin, token), true),
    );
  }

  /**
   * The first screen of a draft for its card on the dashboard: the first sections only, rendered
   * as visitors would see them, neither cached here nor compressed (the browser keeps it by ETag).
   */
  thumbnail(website: Website): { html: string; etag: string } {
    const firstScreen = { ...website, sections: website.sections.slice(0, THUMBNAIL_SECTIONS) };
    const stylesheetHref = this.stylesheetFor(website);
    const html = pageDocument({
      website,
      body: withoutFrames(renderWebsiteMarkup(firstScreen, 'public')),
      canonicalUrl: '',
      stylesheetHref,
      noindex: true,
      preloadFonts: this.preloadFonts(website),
    }).replace('</head>', `<style>${FRAME_STAND_IN_CSS}</style></head>`);
    return { html, etag: thumbnailTag(website.id, website.updatedAt, stylesheetHref) };
  }

  /** The ETag a draft's thumbnail has, known without reading the draft. */
  thumbnailTag(website: { id: number; template: string; updatedAt: string }): string {
    const stylesheetHref = this.options.stylesheets[templateFor(website.template).family] ?? null;
    return thumbnailTag(website.id, website.updatedAt, stylesheetHref);
  }
}

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

/** Changes with the draft and with each build of the site stylesheets (a new renderer). */
function thumbnailTag(id: number, updatedAt: string, stylesheetHref: string | null): string {
  const hash = createHash('sha256').update(`${id}|${updatedAt}|${stylesheetHref ?? ''}`);
  return `"t-${hash.digest('base64url').slice(0, 22)}"`;
}
