import { and, eq, sql } from 'drizzle-orm';
import type { Quotas } from '../../../model/limits';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { pages, publications, sections, websites } from '../../db/schema';
import { notFound } from '../../errors';
import { findOwnedWebsite } from '../owned';
import { assertContentFits } from '../quotas/check-room';
import { lockWebsiteContent } from '../quotas/quota-locks';
import { getWebsite } from '../websites/get-website';
import { noteWebsiteChanged } from '../website-changes';
import { insertPagesWithSections } from '../pages/page-rows';
import { contentVersion } from '../../../model/content-versions';
import { snapshotOf } from './snapshot-of';

/**
 * Puts a published version's content back into the draft (sections, elements, template, settings).
 * The live page is untouched until the coach publishes the restored draft, which draws it with the
 * running renderer (the old version's stored page is not reused).
 */
export async function restorePublication(
  db: Db,
  userId: number,
  websiteId: number,
  publicationId: number,
  quotas: Quotas,
): Promise<Website> {
  await findOwnedWebsite(db, userId, websiteId);
  const [publication] = await db
    .select({ snapshot: publications.snapshot, contentVersion: publications.contentVersion })
    .from(publications)
    .where(and(eq(publications.id, publicationId), eq(publications.websiteId, websiteId)));
  if (!publication) throw notFound('Published version');
  const snapshot = snapshotOf(publication);
  // A version published under larger quotas must not bring back more than they now allow.
  assertContentFits(quotas, snapshot.sections, 'This version');
  noteWebsiteChanged(websiteId);
  await db.transaction(async (tx) => {
    await lockWebsiteContent(tx, websiteId);
    // Pages go with their sections (the foreign key cascades); the version's pages come back.
    await tx.delete(sections).where(eq(sections.websiteId, websiteId));
    await tx.delete(pages).where(eq(pages.websiteId, websiteId));
    await insertPagesWithSections(tx, websiteId, snapshot, 'kept');
    await tx
      .update(websites)
      .set({
        template: snapshot.template,
        settings: snapshot.settings,
        settingsVersion: contentVersion(),
        version: sql`${websites.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(websites.id, websiteId));
  });
  return getWebsite(db, userId, websiteId);
}
