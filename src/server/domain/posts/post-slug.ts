import { and, eq, ne } from 'drizzle-orm';
import { RESERVED_PAGE_SLUGS } from '../../../model/pages';
import { numberedSlug, slugify } from '../../../model/slug';
import type { Db } from '../../db/database';
import { posts } from '../../db/schema';
import { AppError } from '../../errors';

/** The slugs the website's posts have now (other than `except`'s). */
async function takenSlugs(db: Db, websiteId: number, except?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(
      except === undefined
        ? eq(posts.websiteId, websiteId)
        : and(eq(posts.websiteId, websiteId), ne(posts.id, except)),
    );
  return new Set(rows.map((r) => r.slug));
}

/** The address a new post's title suggests, numbered until no post of the website has it. */
export async function uniquePostSlug(db: Db, websiteId: number, title: string): Promise<string> {
  // slugify names an address 'site' when the title has no letters or digits to take.
  const base = /[a-z0-9]/i.test(title.normalize('NFKD')) ? slugify(title) : 'post';
  const taken = await takenSlugs(db, websiteId);
  for (let n = 1; ; n++) {
    const slug = numberedSlug(base, n);
    if (!taken.has(slug) && !RESERVED_PAGE_SLUGS.has(slug)) return slug;
  }
}

export const SLUG_TAKEN = 'is already the address of another post on this website';

/** A slug the coach chose: refused with a 400 naming `slug` when another post of hers has it. */
export async function assertSlugFree(
  db: Db,
  websiteId: number,
  slug: string,
  postId?: number,
): Promise<void> {
  if ((await takenSlugs(db, websiteId, postId)).has(slug)) {
    throw new AppError('bad_request', `slug ${SLUG_TAKEN}`, { slug: SLUG_TAKEN });
  }
}

/** Two saves raced for one address: the later one is told as if it had been checked. */
export function slugTaken(): AppError {
  return new AppError('bad_request', `slug ${SLUG_TAKEN}`, { slug: SLUG_TAKEN });
}
