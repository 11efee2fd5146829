import { escapeHtml } from './escape';

export type FeedEntry = {
  url: string;
  title: string;
  summary: string;
  /** HTML, cleaned to the post allowlist, its links and pictures absolute. */
  content: string;
  author: string;
  published: Date;
  updated: Date;
};

/** Text made safe inside XML (the same five entities as HTML's). */
const xml = escapeHtml;

/**
 * The blog's Atom 1.0 feed: the feed's id and links are its absolute addresses; each entry's id is
 * the post's address, its content the post's HTML as text (type="html").
 */
export function atomFeed(feed: {
  title: string;
  blogUrl: string;
  feedUrl: string;
  author: string;
  entries: FeedEntry[];
  /** When nothing is published yet: the feed still says when it was last updated. */
  emptyUpdated: Date;
}): string {
  const updated = feed.entries.reduce(
    (latest, e) => (e.updated > latest ? e.updated : latest),
    feed.entries.length > 0 ? new Date(0) : feed.emptyUpdated,
  );
  const entries = feed.entries.map((e) =>
    [
      '<entry>',
      `<id>${xml(e.url)}</id>`,
      `<title type="text">${xml(e.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${xml(e.url)}"/>`,
      `<published>${e.published.toISOString()}</published>`,
      `<updated>${e.updated.toISOString()}</updated>`,
      `<author><name>${xml(e.author || feed.author)}</name></author>`,
      e.summary ? `<summary type="text">${xml(e.summary)}</summary>` : '',
      `<content type="html">${xml(e.content)}</content>`,
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${xml(feed.feedUrl)}</id>`,
    `<title type="text">${xml(feed.title)}</title>`,
    `<updated>${updated.toISOString()}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${xml(feed.feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(feed.blogUrl)}"/>`,
    `<author><name>${xml(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
  ].join('');
}

/** A post's HTML with its own-site links and pictures (/files/..., /blog/...) made absolute. */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")(\/(?!\/))/g, `$1${origin}$2`);
}
