import { brandName, isOwnFileAddress } from '../../model/site-profile';
import { websiteTheme } from '../../model/templates/website-theme';
import { parseWebAddress } from '../../model/text';
import { coachNameOf, fillName } from '../../model/coach-name';
import type { Page } from '../../model/pages';
import { homePageOf, pageView } from '../../model/page-view';
import type { Website } from '../../model/website';

export type PageMeta = {
  title: string;
  description: string;
  imageUrl: string | null;
  /** The page's icon: the coach's own (a file, or https), else a neutral one in the page's colour. */
  iconHref: string;
};

function firstText(website: Website, pageId?: number): string | undefined {
  for (const section of website.sections) {
    if (pageId !== undefined && section.pageId !== pageId) continue;
    for (const element of section.elements) {
      if (element.type !== 'paragraph' && element.type !== 'subheading') continue;
      const text = element.content.text;
      if (typeof text === 'string' && text.trim()) return text.trim();
    }
  }
  return undefined;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A neutral icon for a page whose coach has set none: a rounded square in the page's primary colour
 * with the first letter of the brand, as an inline SVG (no request; the page policy allows data:).
 */
export function neutralIcon(website: Website): string {
  const theme = websiteTheme(website);
  const colour = /^#[0-9a-f]{6}$/i.test(theme.primaryColor) ? theme.primaryColor : '#334155';
  const initial = /^[a-z0-9]/i.exec(brandName(website.settings))?.[0]?.toUpperCase();
  const letter = initial
    ? `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>`
    : '<circle cx="32" cy="32" r="10" fill="#fff"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${colour}"/>${letter}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The coach's icon (one of their files, or an https address), else the neutral one. */
function iconHref(website: Website): string {
  const own = website.settings.iconUrl?.trim() ?? '';
  if (isOwnFileAddress(own)) return own;
  const parsed = own ? parseWebAddress(own) : null;
  return parsed?.protocol === 'https:' ? parsed.href : neutralIcon(website);
}

/**
 * What one page of the website says of itself (issue 38). The home page: only what the coach set
 * on it (else the website's own, as before pages). Another page: its own, else its title with the
 * website's, its first words, and the website's picture.
 */
export function pageMetaOf(website: Website, page: Page): Partial<PageMeta> {
  const seo = page.seo;
  const name = coachNameOf(website.settings);
  const own = (text: string | undefined) => text?.trim() || undefined;
  const title = own(seo.title);
  const description = own(seo.description);
  const imageUrl = own(seo.imageUrl);
  if (page.isHome) {
    return {
      ...(title ? { title: clip(fillName(title, name), 70) } : {}),
      ...(description ? { description: clip(fillName(description, name), 160) } : {}),
      ...(imageUrl ? { imageUrl } : {}),
    };
  }
  const site = pageMeta(website);
  const words = firstText(pageView(website, page.id), page.id);
  return {
    title: clip(fillName(title ?? `${page.title} | ${site.title}`, name), 70),
    description: clip(fillName(description ?? words ?? site.description, name), 160),
    imageUrl: imageUrl ?? site.imageUrl,
  };
}

/** Title, description and social image for search engines and link previews, with sensible defaults. */
export function pageMeta(website: Website): PageMeta {
  const seo = website.settings.seo ?? {};
  const name = coachNameOf(website.settings);
  return {
    title: clip(fillName(seo.title?.trim() || website.name, name), 70),
    description: clip(
      fillName(
        seo.description?.trim() || firstText(website, homePageOf(website)?.id) || website.name,
        name,
      ),
      160,
    ),
    imageUrl: seo.imageUrl?.trim() || null,
    iconHref: iconHref(website),
  };
}
