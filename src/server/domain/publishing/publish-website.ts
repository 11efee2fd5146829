import { eq, max, sql } from 'drizzle-orm';
import type { WebsiteSummary } from '../../../model/website';
import { renderWebsiteMarkup } from '../../../render/render-static';
import type { Db } from '../../db/database';
import { publications, websites } from '../../db/schema';
import { toWebsiteSummary } from '../rows';
import { getWebsite } from '../websites/get-website';
import { toPublicationSummary, type PublicationSummary } from './publication-rows';
import { freeSlugFor } from './unique-slug';

export type Published = { publication: PublicationSummary; website: WebsiteSummary };

/**
 * Renders the draft to the visitors' page and keeps it with a snapshot of the content as a new
 * publication; the live page shows it until the coach publishes again.
 */
export async function publishWebsite(
  db: Db,
  userId: number,
  websiteId: number,
): Promise<Published> {
  const draft = await getWebsite(db, userId, websiteId);
  const body = renderWebsiteMarkup(draft, 'public');
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ number: max(publications.number) })
      .from(publications)
      .where(eq(publications.websiteId, websiteId));
    const [publication] = await tx
      .insert(publications)
      .values({ websiteId, number: (last?.number ?? 0) + 1, snapshot: draft, body })
      .returning();
    if (!publication) throw new Error('publication insert returned nothing');
    const slug = draft.slug ?? (await freeSlugFor(tx, draft.name, websiteId));
    const [website] = await tx
      .update(websites)
      .set({
        isPublished: true,
        slug,
        livePublicationId: publication.id,
        // The draft's updatedAt passing this moment is what "unpublished changes" means.
        publishedAt: sql`now()`,
      })
      .where(eq(websites.id, websiteId))
      .returning();
    if (!website) throw new Error('website vanished while publishing');
    return { publication: toPublicationSummary(publication), website: toWebsiteSummary(website) };
  });
}
