import { withSiteBase } from '../../model/page-view';
import { publicationContent } from '../domain/publishing/render-publication';
import { POST_LIMITS } from '../../model/posts';
import { templateFor } from '../../model/templates/catalogue';
import { websiteTheme } from '../../model/templates/website-theme';
import type { Website } from '../../model/website';
import type { BlogListItem } from '../../render/blog/blog-types';
import { readingTime, tagSlug } from '../../render/blog/post-facts';
import { blogTitleOf, renderBlogList, renderBlogPost } from '../../render/blog/render-blog';
import { coachNameOf } from '../../model/coach-name';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { cleanPostBody } from '../domain/posts/clean-post-body';
import {
  blogStamp,
  liveBodies,
  livePostAt,
  livePosts,
  type LivePost,
} from '../domain/posts/live-posts';
import { absoluteLinks, atomFeed } from './blog-feed';
import { pagePolicy } from './content-policy';
import { escapeHtml } from './escape';
import type { PageCache } from './page-cache';
import { pageDocument } from './page-document';
import { makeRendition, type Rendition } from './rendition';
import type { Renderer } from './renderer';

/** How long a website's blog stamp is trusted before it is read again (every process follows). */
export const BLOG_STAMP_MS = 2000;
/** Entries in the feed: the newest posts. */
const FEED_ENTRIES = 20;

/** Where a blog page is asked: the website's root address (`https://host/s/{address}` or
 * `https://her.domain`) and the base its own links take (`/s/{address}` or ''). */
export type BlogPlace = { root: string; base: string };

/** What a visitor asked of the blog. */
export type BlogAsk =
  { kind: 'list'; page: number; tag?: string } | { kind: 'post'; slug: string } | { kind: 'feed' };

/** A blog page ready to send; `moved` for a post's former address; null when there is none. */
export type BlogAnswer = { page: Rendition; type: 'html' | 'atom' } | { moved: string } | null;

type Site = { websiteId: number; snapshot: Website };
type Stamp = { value: string; readAt: number; reading?: Promise<string> };

export type BlogPagesOptions = {
  db: Db;
  cache: PageCache;
  renderer: Renderer;
  clock: Clock;
  onPolicyError: (error: unknown, where: string) => void;
};

/**
 * The published blog (issue 38): its list, tag lists, posts and Atom feed, drawn in the live
 * publication's frame and kept in the page cache under the renderer, the publication, the address
 * and the blog's stamp (read at most every BLOG_STAMP_MS), so a post published on any process
 * shows on every process within seconds.
 */
export class BlogPages {
  private readonly sites = new Map<number, Site>();
  private readonly stamps = new Map<number, Stamp>();

  constructor(private readonly options: BlogPagesOptions) {}

  /** A publication's website and content, kept: a publication never changes. */
  private async siteOf(publicationId: number): Promise<Site | null> {
    const kept = this.sites.get(publicationId);
    if (kept) return kept;
    const site = await publicationContent(this.options.db, publicationId);
    if (!site) return null;
    if (this.sites.size >= 200) this.sites.clear();
    this.sites.set(publicationId, site);
    return site;
  }

  /** Where a blog page is kept in the page cache: under its blog's stamp, which a post changes. */
  private keyOf(publicationId: number, root: string, ask: BlogAsk, stamp: string): string {
    const { fingerprint } = this.options.renderer;
    return `b|${fingerprint}|${publicationId}|${root}|${JSON.stringify(ask)}|${stamp}`;
  }

  /**
   * The blog's stamp for a publication's website while this process holds it as `answer` would
   * use it (read under BLOG_STAMP_MS ago), for the live-page door (decision 022); undefined when
   * only `answer` may say, after reading it.
   */
  knownStamp(publicationId: number): string | undefined {
    const site = this.sites.get(publicationId);
    const kept = site && this.stamps.get(site.websiteId);
    if (!kept || this.options.clock.now() - kept.readAt >= BLOG_STAMP_MS) return undefined;
    return kept.value;
  }

  /** Where `answer` keeps the page of the post at `slug`, under `stamp` (from knownStamp). */
  postKey(publicationId: number, root: string, slug: string, stamp: string): string {
    return this.keyOf(publicationId, root, { kind: 'post', slug }, stamp);
  }

  /** The blog's stamp, read again once BLOG_STAMP_MS has passed (one read at a time). */
  private async stampOf(websiteId: number): Promise<string> {
    const now = this.options.clock.now();
    const kept = this.stamps.get(websiteId);
    if (kept && now - kept.readAt < BLOG_STAMP_MS) return kept.value;
    if (kept?.reading) return kept.reading;
    const reading = blogStamp(this.options.db, websiteId);
    this.stamps.set(websiteId, { value: kept?.value ?? '', readAt: kept?.readAt ?? 0, reading });
    try {
      const value = await reading;
      if (this.stamps.size >= 10_000) this.stamps.clear();
      this.stamps.set(websiteId, { value, readAt: now });
      return value;
    } catch (error) {
      this.stamps.delete(websiteId);
      throw error;
    }
  }

  /** A publication's website and its blog's stamp (the Latest posts sections': latest-posts-source.ts). */
  async stamped(publicationId: number): Promise<{ websiteId: number; stamp: string } | null> {
    const site = await this.siteOf(publicationId);
    return site ? { websiteId: site.websiteId, stamp: await this.stampOf(site.websiteId) } : null;
  }

  async answer(publicationId: number, place: BlogPlace, ask: BlogAsk): Promise<BlogAnswer> {
    const site = await this.siteOf(publicationId);
    if (!site) return null;
    const stamp = await this.stampOf(site.websiteId);
    const { cache } = this.options;
    const key = this.keyOf(publicationId, place.root, ask, stamp);
    let moved: string | null = null;
    const page =
      cache.rendition(key) ??
      (await cache.renditionOnce(key, async () => {
        const drawn = await this.draw(site, place, ask);
        if (drawn && 'moved' in drawn) moved = drawn.moved;
        return drawn && 'page' in drawn ? drawn.page : null;
      }));
    if (moved) return { moved };
    if (!page) {
      // A former address answers a redirect, which is not kept: ask the database again.
      if (ask.kind === 'post') {
        const found = await livePostAt(this.options.db, site.websiteId, ask.slug);
        if (found && 'movedTo' in found) return { moved: `${place.base}/blog/${found.movedTo}` };
      }
      return null;
    }
    return { page, type: ask.kind === 'feed' ? 'atom' : 'html' };
  }

  private async draw(
    site: Site,
    place: BlogPlace,
    ask: BlogAsk,
  ): Promise<{ page: Rendition } | { moved: string } | null> {
    if (ask.kind === 'feed') return { page: await this.feed(site, place) };
    if (ask.kind === 'post') return this.post(site, place, ask.slug);
    return this.list(site, place, ask.page, ask.tag);
  }

  private async list(site: Site, place: BlogPlace, page: number, tag?: string) {
    const { db } = this.options;
    const all = await livePosts(db, site.websiteId);
    const shown = tag ? all.filter((p) => p.tags.some((t) => tagSlug(t) === tag)) : all;
    if (tag && shown.length === 0) return null;
    const pages = Math.max(1, Math.ceil(shown.length / POST_LIMITS.perListPage));
    if (page > pages) return null;
    const slice = shown.slice((page - 1) * POST_LIMITS.perListPage, page * POST_LIMITS.perListPage);
    const bodies = await liveBodies(
      db,
      site.websiteId,
      slice.map((p) => p.id),
    );
    const blogTitle = blogTitleOf(site.snapshot);
    const tagName = tag ? shown[0]?.tags.find((t) => tagSlug(t) === tag) : undefined;
    const heading = tagName ? `Posts tagged “${tagName}”` : blogTitle;
    const path = tag ? `/blog/tag/${tag}` : '/blog';
    const items: BlogListItem[] = slice.map((p) => ({
      ...viewOf(p),
      readingTime: readingTime(bodies.get(p.id) ?? ''),
    }));
    const body = renderBlogList(site.snapshot, { heading, posts: items, page, pages, path });
    const url = `${place.root}${path}${page > 1 ? `?page=${page}` : ''}`;
    const title = `${heading}${page > 1 ? ` (page ${page})` : ''} | ${siteName(site.snapshot)}`;
    const description = `${heading} from ${siteName(site.snapshot)}`;
    return { page: await this.document(site, place, body, url, { title, description }) };
  }

  private async post(site: Site, place: BlogPlace, slug: string) {
    const found = await livePostAt(this.options.db, site.websiteId, slug);
    if (!found) return null;
    if ('movedTo' in found) return { moved: `${place.base}/blog/${found.movedTo}` };
    const post = { ...viewOf(found.post), body: cleanPostBody(found.post.body) };
    const body = renderBlogPost(site.snapshot, post);
    const url = `${place.root}/blog/${post.slug}`;
    const image = post.coverUrl ? new URL(post.coverUrl, place.root).toString() : null;
    const article = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author || coachNameOf(site.snapshot.settings) },
      ...(image ? { image } : {}),
      mainEntityOfPage: url,
    };
    // `<` written as \u003c: the JSON can never end the script element early.
    const jsonLd = JSON.stringify(article).replace(/</g, '\\u003c');
    const meta = {
      title: `${post.title} | ${siteName(site.snapshot)}`,
      description: post.excerpt || post.title,
      ...(image ? { imageUrl: image } : {}),
    };
    const extra = `<script type="application/ld+json">${jsonLd}</script>`;
    return { page: await this.document(site, place, body, url, meta, 'article', extra) };
  }

  private async feed(site: Site, place: BlogPlace): Promise<Rendition> {
    const { db, clock } = this.options;
    const newest = (await livePosts(db, site.websiteId)).slice(0, FEED_ENTRIES);
    const bodies = await liveBodies(
      db,
      site.websiteId,
      newest.map((p) => p.id),
    );
    const origin = new URL(place.root).origin;
    const xml = atomFeed({
      title: `${blogTitleOf(site.snapshot)} | ${siteName(site.snapshot)}`,
      blogUrl: `${place.root}/blog`,
      feedUrl: `${place.root}/blog/feed.xml`,
      author: coachNameOf(site.snapshot.settings) || siteName(site.snapshot),
      emptyUpdated: new Date(clock.now()),
      entries: newest.map((p) => ({
        url: `${place.root}/blog/${p.slug}`,
        title: p.title,
        summary: p.excerpt,
        content: absoluteLinks(cleanPostBody(bodies.get(p.id) ?? ''), origin),
        author: p.author,
        published: p.publishedAt ?? p.updatedAt,
        updated: p.updatedAt,
      })),
    });
    return makeRendition(xml, "default-src 'none'");
  }

  private async document(
    site: Site,
    place: BlogPlace,
    drawn: string,
    canonicalUrl: string,
    meta: { title: string; description: string; imageUrl?: string },
    ogType: 'website' | 'article' = 'website',
    extra = '',
  ): Promise<Rendition> {
    const { renderer, onPolicyError } = this.options;
    const website = site.snapshot;
    const feed = `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(blogTitleOf(website))}" href="${escapeHtml(`${place.root}/blog/feed.xml`)}">`;
    const font = renderer.fonts[websiteTheme(website).headingFont];
    const html = pageDocument({
      website,
      body: withSiteBase(drawn, place.base),
      canonicalUrl,
      stylesheetHref: renderer.stylesheets[templateFor(website.template).family] ?? null,
      noindex: false,
      preloadFonts: font ? [font] : [],
      meta,
      ogType,
      extraHead: feed + extra,
    });
    const csp = pagePolicy(website.settings, (error) => onPolicyError(error, canonicalUrl));
    return makeRendition(html, csp);
  }
}

function siteName(website: Website): string {
  return website.settings.seo?.title?.trim() || website.name;
}

function viewOf(post: LivePost) {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    coverUrl: post.coverUrl,
    tags: post.tags,
    author: post.author,
    publishedAt: (post.publishedAt ?? post.updatedAt).toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    timeZone: post.timeZone,
  };
}
