import { and, eq, sql } from 'drizzle-orm';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { publications, sections, websites } from '../../db/schema';
import { notFound } from '../../errors';
import { findOwnedWebsite } from '../owned';
import { getWebsite } from '../websites/get-website';
import { insertSections } from '../websites/insert-sections';

/**
 * Puts a published version's content back into the draft (sections, elements, template, settings).
 * The live page is untouched until the coach publishes the restored draft.
 */
export async function restorePublication(
  db: Db,
  userId: number,
  websiteId: number,
  publicationId: number,
): Promise<Website> {
  await findOwnedWebsite(db, userId, websiteId);
  const [publication] = await db
    .select({ snapshot: publications.snapshot })
    .from(publications)
    .where(and(eq(publications.id, publicationId), eq(publications.websiteId, websiteId)));
  if (!publication) throw notFound('Published version');
  const { snapshot } = publication;
  await db.transaction(async (tx) => {
    await tx.delete(sections).where(eq(sections.websiteId, websiteId));
    await insertSections(tx, websiteId, snapshot.sections);
    await tx
      .update(websites)
      .set({
        template: snapshot.template,
        settings: snapshot.settings,
        version: sql`${websites.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(websites.id, websiteId));
  });
  return getWebsite(db, userId, websiteId);
}
