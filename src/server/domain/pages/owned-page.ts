import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pages, websites } from '../../db/schema';
import { AppError, notFound } from '../../errors';

/** The page and its website's template, if the user owns it: one query for both. */
export async function findOwnedPage(db: Db, userId: number, pageId: number) {
  const [row] = await db
    .select({ page: pages, template: websites.template })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .where(and(eq(pages.id, pageId), eq(websites.userId, userId)));
  if (!row) throw notFound('Page');
  return row;
}

export const SLUG_TAKEN = 'is already the address of another page';

export const slugTaken = () =>
  new AppError('bad_request', `slug ${SLUG_TAKEN}`, { slug: SLUG_TAKEN });

/** Refuses a slug another page of the website has (`except`: the page being changed). */
export async function assertSlugFree(
  db: Db,
  websiteId: number,
  slug: string,
  except?: number,
): Promise<void> {
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.websiteId, websiteId),
        eq(pages.slug, slug),
        except === undefined ? undefined : ne(pages.id, except),
      ),
    );
  if (taken) throw slugTaken();
}
