import { and, count, eq, sql } from 'drizzle-orm';
import {
  POST_LIMITS,
  type CreatePostInput,
  type Post,
  type UpdatePostInput,
} from '../../../model/posts';
import type { Db } from '../../db/database';
import { posts, users, websites } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import { findOwnedWebsite } from '../owned';
import { expectUpdated } from '../versioned-update';
import { cleanedBodyWithinLimits } from './clean-post-body';
import { findOwnedPost, postFromRow } from './post-rows';
import { assertSlugFree, slugTaken, uniquePostSlug } from './post-slug';

/** Former addresses a post keeps (each 301s to it): the newest ones. */
const FORMER_SLUGS_KEPT = 20;

export const POSTS_FULL = `A website can hold up to ${POST_LIMITS.postsPerWebsite} posts. Delete one you no longer need to add another.`;

/** The byline a new post gets: the website's coach name, else the account's name. */
async function defaultAuthor(db: Db, userId: number, settings: unknown): Promise<string> {
  const named = (settings as { coachName?: unknown } | null)?.coachName;
  if (typeof named === 'string' && named.trim()) return named.trim();
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name.trim() ?? '';
}

/** What a new post holds besides its website: a draft made by the coach or from her content. */
export type NewPost = CreatePostInput & { source?: string };

/**
 * POST /api/websites/{id}/posts: a draft, its address from the title (numbered until it is the
 * website's only one) unless one was chosen; 409 once the website holds POST_LIMITS.postsPerWebsite.
 */
export async function createPost(
  db: Db,
  userId: number,
  websiteId: number,
  input: NewPost,
): Promise<Post> {
  const body = cleanedBodyWithinLimits(input.body ?? '');
  try {
    return await db.transaction(async (tx) => {
      const website = await findOwnedWebsite(tx, userId, websiteId);
      // The website's row locked: two creates at once count each other.
      await tx
        .select({ id: websites.id })
        .from(websites)
        .where(eq(websites.id, websiteId))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(posts)
        .where(eq(posts.websiteId, websiteId));
      if ((held?.n ?? 0) >= POST_LIMITS.postsPerWebsite) throw new AppError('conflict', POSTS_FULL);
      if (input.slug !== undefined) await assertSlugFree(tx, websiteId, input.slug);
      const slug = input.slug ?? (await uniquePostSlug(tx, websiteId, input.title));
      const [row] = await tx
        .insert(posts)
        .values({
          websiteId,
          title: input.title,
          slug,
          excerpt: input.excerpt?.trim() ?? '',
          coverUrl: input.coverUrl?.trim() || null,
          body,
          tags: input.tags ?? [],
          author: input.author?.trim() ?? (await defaultAuthor(tx, userId, website.settings)),
          source: input.source ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return postFromRow(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * PATCH /api/posts/{id}: the fields sent; with `version`, only if nobody saved since (else 409).
 * A new address keeps the old one in `formerSlugs`, so links to it still arrive (a 301).
 */
export async function updatePost(
  db: Db,
  userId: number,
  postId: number,
  input: UpdatePostInput,
): Promise<Post> {
  const { version, body, slug, coverUrl, excerpt, author, ...rest } = input;
  const cleaned = body === undefined ? undefined : cleanedBodyWithinLimits(body);
  const post = await findOwnedPost(db, userId, postId);
  const moving = slug !== undefined && slug !== post.slug;
  if (moving) await assertSlugFree(db, post.websiteId, slug, postId);
  const formerSlugs = moving
    ? [...post.formerSlugs.filter((s) => s !== slug && s !== post.slug), post.slug].slice(
        -FORMER_SLUGS_KEPT,
      )
    : undefined;
  try {
    const rows = await db
      .update(posts)
      .set({
        ...rest,
        ...(cleaned === undefined ? {} : { body: cleaned }),
        ...(moving ? { slug, formerSlugs } : {}),
        ...(coverUrl === undefined ? {} : { coverUrl: coverUrl?.trim() || null }),
        ...(excerpt === undefined ? {} : { excerpt: excerpt.trim() }),
        ...(author === undefined ? {} : { author: author.trim() }),
        version: sql`${posts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(posts.id, postId),
          eq(posts.websiteId, post.websiteId),
          version === undefined ? undefined : eq(posts.version, version),
        ),
      )
      .returning();
    return postFromRow(expectUpdated(rows, 'Post', version !== undefined));
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** DELETE /api/posts/{id}: gone from the builder and the blog. */
export async function deletePost(db: Db, userId: number, postId: number): Promise<void> {
  const post = await findOwnedPost(db, userId, postId);
  const gone = await db.delete(posts).where(eq(posts.id, post.id)).returning({ id: posts.id });
  if (gone.length === 0) throw notFound('Post');
}
