import { and, eq, ne } from 'drizzle-orm';
import { isReservedSlug, numberedSlug, RESERVED_SLUG_REASON, slugify } from '../../../model/slug';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { AppError } from '../../errors';
import { heldForAnother } from './released-slugs';

const SLUG_TAKEN = 'is already used by another website';

/** The 400 for an address this website cannot have, naming the slug field. */
export const slugRefused = (reason = SLUG_TAKEN) =>
  new AppError('bad_request', `slug ${reason}`, { slug: reason });

async function taken(db: Db, slug: string, websiteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.slug, slug), ne(websites.id, websiteId)));
  return row !== undefined;
}

/**
 * Why this coach's website cannot have this address, or null when it can. Taken is asked before
 * held: a website deleted between the two questions has released its address by the second.
 */
async function unavailable(
  db: Db,
  slug: string,
  userId: number,
  websiteId: number,
): Promise<string | null> {
  if (isReservedSlug(slug)) return RESERVED_SLUG_REASON;
  if (await taken(db, slug, websiteId)) return SLUG_TAKEN;
  if (await heldForAnother(db, slug, userId)) return 'is not available yet';
  return null;
}

/**
 * The first address free for this coach from the website's name: thrive-with-maya,
 * thrive-with-maya-2, ...; reserved words and addresses held for other coaches are skipped.
 */
export async function freeSlugFor(
  db: Db,
  name: string,
  userId: number,
  websiteId: number,
): Promise<string> {
  const base = slugify(name);
  for (let n = 1; n < 1000; n++) {
    const candidate = numberedSlug(base, n);
    if ((await unavailable(db, candidate, userId, websiteId)) === null) return candidate;
  }
  return numberedSlug(base, websiteId);
}

export async function assertSlugFree(
  db: Db,
  slug: string,
  userId: number,
  websiteId: number,
): Promise<void> {
  const reason = await unavailable(db, slug, userId, websiteId);
  if (reason !== null) throw slugRefused(reason);
}
