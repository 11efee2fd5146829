import { and, eq } from 'drizzle-orm';
import type { Post, PostSummary } from '../../../model/posts';
import type { Db } from '../../db/database';
import { posts, websites } from '../../db/schema';
import { notFound } from '../../errors';

export type PostRow = typeof posts.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A stored post as the builder's list shows it (no body). */
export function postSummaryFromRow(row: Omit<PostRow, 'body'>): PostSummary {
  return {
    id: row.id,
    websiteId: row.websiteId,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    coverUrl: row.coverUrl,
    tags: row.tags,
    author: row.author,
    state: row.state,
    publishAt: iso(row.publishAt),
    timeZone: row.timeZone,
    publishedAt: iso(row.publishedAt),
    source: row.source,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored post as the API answers it. */
export function postFromRow(row: PostRow): Post {
  return { ...postSummaryFromRow(row), body: row.body };
}

/** One of the coach's posts (through its website), or 404: another coach's post is not found either. */
export async function findOwnedPost(db: Db, userId: number, postId: number): Promise<PostRow> {
  const [row] = await db
    .select({ post: posts })
    .from(posts)
    .innerJoin(websites, eq(websites.id, posts.websiteId))
    .where(and(eq(posts.id, postId), eq(websites.userId, userId)));
  if (!row) throw notFound('Post');
  return row.post;
}
