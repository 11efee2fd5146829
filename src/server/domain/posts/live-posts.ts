import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { posts } from '../../db/schema';
import type { PostRow } from './post-rows';

/** A published post as the blog's pages read it. */
export type LivePost = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'coverUrl'
  | 'tags'
  | 'author'
  | 'timeZone'
  | 'publishedAt'
  | 'updatedAt'
>;

const liveColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  excerpt: posts.excerpt,
  coverUrl: posts.coverUrl,
  tags: posts.tags,
  author: posts.author,
  timeZone: posts.timeZone,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
};

const isLive = (websiteId: number) =>
  and(eq(posts.websiteId, websiteId), eq(posts.state, 'published'));

/**
 * What changes when any post of the website changes (one is added, edited, published, deleted):
 * the blog's pages are kept under it, so a change anywhere is a new page everywhere.
 */
export async function blogStamp(db: Db, websiteId: number): Promise<string> {
  const [row] = await db
    .select({ n: count(), newest: max(posts.updatedAt) })
    .from(posts)
    .where(eq(posts.websiteId, websiteId));
  return `${row?.n ?? 0}.${row?.newest?.getTime() ?? 0}`;
}

/** Every published post of the website, newest first (no bodies). */
export function livePosts(db: Db, websiteId: number): Promise<LivePost[]> {
  return db
    .select(liveColumns)
    .from(posts)
    .where(isLive(websiteId))
    .orderBy(desc(posts.publishedAt), desc(posts.id));
}

/** The bodies of some of the website's published posts, by id. */
export async function liveBodies(
  db: Db,
  websiteId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: posts.id, body: posts.body })
    .from(posts)
    .where(and(isLive(websiteId), inArray(posts.id, ids)));
  return new Map(rows.map((r) => [r.id, r.body]));
}

/**
 * The published post at `slug`: the post, or where it moved to when that was its address before
 * (a 301), or null.
 */
export async function livePostAt(
  db: Db,
  websiteId: number,
  slug: string,
): Promise<{ post: LivePost & { body: string } } | { movedTo: string } | null> {
  const [found] = await db
    .select({ ...liveColumns, body: posts.body })
    .from(posts)
    .where(
      and(
        isLive(websiteId),
        sql`(${posts.slug} = ${slug} or ${posts.formerSlugs} @> ${JSON.stringify([slug])}::jsonb)`,
      ),
    )
    .orderBy(sql`${posts.slug} = ${slug} desc`, desc(posts.publishedAt))
    .limit(1);
  if (!found) return null;
  return found.slug === slug ? { post: found } : { movedTo: found.slug };
}
