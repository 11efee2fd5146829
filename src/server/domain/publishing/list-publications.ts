import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { publications } from '../../db/schema';
import { findOwnedWebsite } from '../owned';
import { toPublicationSummary, type PublicationSummary } from './publication-rows';

/** The versions a website was published as, newest first. */
export async function listPublications(
  db: Db,
  userId: number,
  websiteId: number,
): Promise<PublicationSummary[]> {
  await findOwnedWebsite(db, userId, websiteId);
  const rows = await db
    .select({
      id: publications.id,
      number: publications.number,
      createdAt: publications.createdAt,
      label: publications.label,
    })
    .from(publications)
    .where(eq(publications.websiteId, websiteId))
    .orderBy(desc(publications.number));
  return rows.map(toPublicationSummary);
}
