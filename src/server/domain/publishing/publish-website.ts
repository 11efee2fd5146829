import { liveUrl } from '../../../model/page-urls';
import { tellWebhooks } from '../webhooks/tell-webhooks';
import { and, eq, isNull, max, ne, notInArray, sql } from 'drizzle-orm';
import type { Quotas } from '../../../model/limits';
import type { PublicationSummary } from '../../../model/publication';
import type { WebsiteSummary } from '../../../model/website';
import type { Db } from '../../db/database';
import { publications, websites } from '../../db/schema';
import { recordActivity } from '../activity/record-activity';
import { lockWebsiteContent } from '../quotas/quota-locks';
import { withoutDeletedFiles } from '../files/missing-files';
import { toWebsiteSummary } from '../rows';
import { getWebsite } from '../websites/get-website';
import { toPublicationSummary } from './publication-rows';
import type { PageRenderer } from './page-renderer';
import { forgetRelease } from './released-slugs';
import { freeSlugFor } from './unique-slug';
import { contentVersion } from '../../../model/content-versions';

export type Published = { publication: PublicationSummary; website: WebsiteSummary };

/**
 * Renders the draft to the visitors' page with the running renderer and keeps it with a snapshot
 * of the content as a new publication; the live page shows it until the coach publishes again. The newest
 * `publicationsKept` versions are kept, and every version the coach named.
 */
export async function publishWebsite(
  db: Db,
  userId: number,
  websiteId: number,
  quotas: Quotas,
  renderer: PageRenderer,
  /** Where the live page is, for the coach's webhooks ("website published"). */
  origin = '',
  now = new Date(),
): Promise<Published & { toldWebhooks: number }> {
  // A picture whose file was deleted (a version restored from before) is left out, not drawn broken.
  const draft = await withoutDeletedFiles(db, await getWebsite(db, userId, websiteId));
  const body = renderer.renderBody(draft);
  return db.transaction(async (tx) => {
    // Two publishes at once would otherwise both take the next number.
    await lockWebsiteContent(tx, websiteId);
    const [last] = await tx
      .select({ number: max(publications.number) })
      .from(publications)
      .where(eq(publications.websiteId, websiteId));
    const [publication] = await tx
      .insert(publications)
      .values({
        websiteId,
        number: (last?.number ?? 0) + 1,
        snapshot: draft,
        contentVersion: contentVersion(),
        body,
        renderedWith: renderer.fingerprint,
      })
      .returning();
    if (!publication) throw new Error('publication insert returned nothing');
    const slug = draft.slug ?? (await freeSlugFor(tx, draft.name, userId, websiteId));
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
    if (draft.slug === null) await forgetRelease(tx, slug);
    await pruneVersions(tx, websiteId, publication.id, quotas.publicationsKept);
    await recordActivity(tx, userId, 'website-published', draft.name);
    const toldWebhooks = await tellWebhooks(
      tx,
      userId,
      'website.published',
      `website:${websiteId}#${publication.number}`,
      {
        website: { id: websiteId, name: website.name, url: liveUrl(origin, slug) },
        version: publication.number,
      },
      now,
    );
    return {
      publication: toPublicationSummary(publication),
      website: toWebsiteSummary(website),
      toldWebhooks,
    };
  });
}

/** Deletes unnamed versions past the newest `kept`; the live one (the new one) always stays. */
async function pruneVersions(tx: Db, websiteId: number, liveId: number, kept: number) {
  const newest = tx
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.websiteId, websiteId))
    .orderBy(sql`${publications.number} DESC`)
    .limit(kept);
  await tx
    .delete(publications)
    .where(
      and(
        eq(publications.websiteId, websiteId),
        isNull(publications.label),
        ne(publications.id, liveId),
        notInArray(publications.id, newest),
      ),
    );
}
