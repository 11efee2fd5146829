/** Words a visitor reads a minute, for a post's reading time. */
export const WORDS_PER_MINUTE = 200;

/** The words of a post's HTML body (tags and entities left out). */
export function wordCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .trim();
  return text ? text.split(/\s+/).length : 0;
}

/** '4 min read': at least one minute. */
export function readingTime(html: string): string {
  return `${Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE))} min read`;
}

/** The day a post went out, as its reader sees it ('3 March 2026'), in the coach's time zone. */
export function postDate(iso: string, timeZone: string | null): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeZone: timeZone ?? 'UTC',
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

/** A tag's address under /blog/tag/: lowercase words joined by hyphens. */
export function tagSlug(tag: string): string {
  return (
    tag
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'tag'
  );
}
