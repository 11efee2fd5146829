import { and, eq, ne, sql } from 'drizzle-orm';
import { SHARED_SECTION_TYPES } from '../../../model/page-view';
import type { Page, UpdatePageInput } from '../../../model/pages';
import type { Db } from '../../db/database';
import { pages, sections } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { touchWebsite } from '../owned';
import { expectUpdated } from '../versioned-update';
import { assertSlugFree, findOwnedPage, slugTaken } from './owned-page';
import { formerSlugsAfterMove } from './page-slugs';
import { pagesOf, toPage } from './page-rows';

/**
 * Makes `pageId` the website's home page. The header and footer sections move with the home page,
 * as they are the ones every page draws; the old home page stays a page at its own address.
 */
async function makeHome(tx: Db, websiteId: number, pageId: number): Promise<void> {
  const [old] = await tx
    .update(pages)
    .set({ isHome: false, version: sql`${pages.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(pages.websiteId, websiteId), eq(pages.isHome, true), ne(pages.id, pageId)))
    .returning({ id: pages.id });
  await tx.update(pages).set({ isHome: true }).where(eq(pages.id, pageId));
  if (!old) return;
  for (const type of SHARED_SECTION_TYPES) {
    await tx
      .update(sections)
      .set({ pageId })
      .where(and(eq(sections.pageId, old.id), eq(sections.type, type)));
  }
}

/** Renames a page, moves its address (the old one kept for a 301), its navigation and search settings. */
export async function updatePage(
  db: Db,
  userId: number,
  pageId: number,
  input: UpdatePageInput,
): Promise<{ page: Page; pages: Page[] }> {
  const { page: before } = await findOwnedPage(db, userId, pageId);
  const { version, isHome, slug, ...changes } = input;
  if (isHome === false && before.isHome) {
    throw new AppError(
      'bad_request',
      'isHome cannot be false on the home page: make another page the home page',
      { isHome: 'cannot be false on the home page: make another page the home page' },
    );
  }
  const moved = slug !== undefined && slug !== before.slug;
  const page = await db.transaction(async (tx) => {
    if (moved) await assertSlugFree(tx, before.websiteId, slug, pageId);
    const rows = await tx
      .update(pages)
      .set({
        ...changes,
        ...(moved
          ? { slug, formerSlugs: formerSlugsAfterMove(before.formerSlugs, before.slug, slug) }
          : {}),
        version: sql`${pages.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(pages.id, pageId), version === undefined ? undefined : eq(pages.version, version)),
      )
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? slugTaken() : error;
      });
    const updated = expectUpdated(rows, 'Page', version !== undefined);
    if (isHome && !before.isHome) await makeHome(tx, before.websiteId, pageId);
    await touchWebsite(tx, before.websiteId);
    return isHome && !before.isHome ? { ...updated, isHome: true } : updated;
  });
  return { page: toPage(page), pages: await pagesOf(db, before.websiteId) };
}
