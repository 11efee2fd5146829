import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { publications, websites } from '../../db/schema';
import type { PageRenderer } from './page-renderer';
import { storeBody } from './render-publication';
import { snapshotOf } from './snapshot-of';

export type RepublishOptions = {
  /** Every publication, older versions too; by default only those a live page shows. */
  all?: boolean;
  /** Publications drawn per database read. */
  batchSize?: number;
  /** Stops between batches (the process is stopping); what is left is found again next time. */
  signal?: AbortSignal;
};

export type Republished = {
  /** Pages drawn again and stored. */
  rendered: number;
  /** Publications whose snapshot could not be drawn, with why. */
  failed: { id: number; error: string }[];
};

/**
 * Draws again, from its snapshot, every live page (or, with `all`, every publication) that
 * another renderer drew, and stores the new body with this renderer's fingerprint. Safe to run
 * in several processes at once and to stop at any point: each page is stored only if no one
 * changed it since it was read, and a run finds what is left by its fingerprint.
 */
export async function republishPages(
  db: Db,
  renderer: PageRenderer,
  { all = false, batchSize = 25, signal }: RepublishOptions = {},
): Promise<Republished> {
  const result: Republished = { rendered: 0, failed: [] };
  const live = db
    .select({ id: websites.livePublicationId })
    .from(websites)
    .where(eq(websites.isPublished, true));
  let after = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await db
      .select({
        id: publications.id,
        snapshot: publications.snapshot,
        contentVersion: publications.contentVersion,
        renderedWith: publications.renderedWith,
      })
      .from(publications)
      .where(
        and(
          gt(publications.id, after),
          ne(publications.renderedWith, renderer.fingerprint),
          all ? undefined : inArray(publications.id, live),
        ),
      )
      .orderBy(asc(publications.id))
      .limit(batchSize);
    for (const row of batch) {
      let body: string;
      try {
        body = renderer.renderBody(snapshotOf(row));
      } catch (error) {
        result.failed.push({ id: row.id, error: String(error) });
        continue;
      }
      if (await storeBody(db, row.id, body, renderer.fingerprint, row.renderedWith)) {
        result.rendered++;
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return result;
    after = last.id;
  }
}
