import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { publications } from '../../db/schema';
import { notFound } from '../../errors';
import { findOwnedWebsite } from '../owned';
import { toPublicationSummary, type PublicationSummary } from './publication-rows';

/** Names a published version (or clears its name, with null); a named version is never pruned. */
export async function namePublication(
  db: Db,
  userId: number,
  websiteId: number,
  publicationId: number,
  label: string | null,
): Promise<PublicationSummary> {
  await findOwnedWebsite(db, userId, websiteId);
  const [row] = await db
    .update(publications)
    .set({ label })
    .where(and(eq(publications.id, publicationId), eq(publications.websiteId, websiteId)))
    .returning({
      id: publications.id,
      number: publications.number,
      createdAt: publications.createdAt,
      label: publications.label,
    });
  if (!row) throw notFound('Published version');
  return toPublicationSummary(row);
}
