import { eq } from 'drizzle-orm';
import { RESERVED_PAGE_SLUGS } from '../../../model/pages';
import { numberedSlug, slugify } from '../../../model/slug';
import type { Db } from '../../db/database';
import { pages } from '../../db/schema';

/** The address a new page's title suggests, made unique among the website's pages: about, about-2... */
export async function freePageSlug(db: Db, websiteId: number, title: string): Promise<string> {
  const rows = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(eq(pages.websiteId, websiteId));
  const taken = new Set(rows.map((r) => r.slug));
  const base = slugify(title);
  for (let n = 1; ; n += 1) {
    const slug = numberedSlug(base, n);
    if (!taken.has(slug) && !RESERVED_PAGE_SLUGS.has(slug)) return slug;
  }
}

/** How many former addresses a page keeps: each answers with a 301 once published. */
export const FORMER_SLUGS_KEPT = 20;

/**
 * A page's former addresses once it moves from `before` to `after`: `before` is the newest (last),
 * each is listed once, the page's own new address is not one of them, the oldest are let go.
 */
export function formerSlugsAfterMove(
  formerSlugs: readonly string[],
  before: string,
  after: string,
) {
  const kept = formerSlugs.filter((s) => s !== before && s !== after);
  return [...kept, before].slice(-FORMER_SLUGS_KEPT);
}
