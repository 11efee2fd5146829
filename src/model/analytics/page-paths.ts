import type { PathKind } from './analytics';

/**
 * The paths views are counted at (issue 38), under the website's address whether it was asked on
 * /s/{address} or on her own domain: '' for the home page, '/{page}' for another page, '/blog' for
 * the blog's list (any of its pages), '/blog/{post}' and '/blog/tag/{tag}'.
 */
export const HOME_PATH = '';
export const BLOG_PATH = '/blog';

/** What a counted path points at: a page by its address ('' for the home page), the blog, a post, a tag. */
export type PathTarget =
  | { kind: Extract<PathKind, 'page'>; slug: string }
  | { kind: Extract<PathKind, 'blog'> }
  | { kind: Extract<PathKind, 'post'>; slug: string }
  | { kind: Extract<PathKind, 'tag'>; tag: string };

/** The path a view of the blog is counted at: its list (a tag's list), or a post. */
export function blogViewPath(ask: { kind: 'list'; tag?: string } | { kind: 'post'; slug: string }) {
  if (ask.kind === 'post') return `${BLOG_PATH}/${ask.slug}`;
  return ask.tag === undefined ? BLOG_PATH : `${BLOG_PATH}/tag/${ask.tag}`;
}

/** What a counted path points at (page addresses never take 'blog', so nothing is read two ways). */
export function pathTarget(path: string): PathTarget {
  if (path === BLOG_PATH) return { kind: 'blog' };
  if (path.startsWith(`${BLOG_PATH}/tag/`)) {
    return { kind: 'tag', tag: path.slice(`${BLOG_PATH}/tag/`.length) };
  }
  if (path.startsWith(`${BLOG_PATH}/`))
    return { kind: 'post', slug: path.slice(BLOG_PATH.length + 1) };
  return { kind: 'page', slug: path.startsWith('/') ? path.slice(1) : path };
}
