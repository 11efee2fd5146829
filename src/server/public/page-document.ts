import type { Website } from '../../model/website';
import { escapeHtml } from './escape';
import { pageMeta, type PageMeta } from './page-meta';

type DocumentInput = {
  website: Website;
  body: string;
  canonicalUrl: string;
  stylesheetHref: string | null;
  /** Share links of drafts are for the people they are sent to, not for search engines. */
  noindex: boolean;
  /** Font files to fetch early (the page's heading and body fonts), so text does not shift when they arrive. */
  preloadFonts?: readonly string[];
  /** What this page says of itself instead of the website's (another page, a blog post). */
  meta?: Partial<PageMeta>;
  /** Open Graph type: 'article' for a blog post. */
  ogType?: 'website' | 'article';
  /** More of the head, already escaped (a feed link, JSON-LD). */
  extraHead?: string;
};

function absolute(url: string, canonicalUrl: string): string {
  try {
    return new URL(url, canonicalUrl).toString();
  } catch {
    return url;
  }
}

/** The page's icon: the coach's (any image type the browser reads) or the neutral SVG. */
function iconLink(href: string): string {
  const type = href.startsWith('data:image/svg+xml,') ? ' type="image/svg+xml"' : '';
  return `<link rel="icon" href="${escapeHtml(href)}"${type}>`;
}

/** A complete, valid HTML document around a rendered page body. */
export function pageDocument({
  website,
  body,
  canonicalUrl,
  stylesheetHref,
  noindex,
  preloadFonts = [],
  meta: own,
  ogType = 'website',
  extraHead = '',
}: DocumentInput): string {
  const meta = { ...pageMeta(website), ...own };
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    noindex
      ? '<meta name="robots" content="noindex, nofollow">'
      : `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    `<meta property="og:type" content="${ogType}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`,
    meta.imageUrl
      ? `<meta property="og:image" content="${escapeHtml(absolute(meta.imageUrl, canonicalUrl))}">`
      : '',
    `<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}">`,
    iconLink(meta.iconHref),
    ...preloadFonts.map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    stylesheetHref ? `<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">` : '',
    extraHead,
  ].filter(Boolean);
  return `<!doctype html><html lang="en"><head>${head.join('')}</head><body>${body}</body></html>`;
}
