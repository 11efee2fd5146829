import { and, eq, isNull } from 'drizzle-orm';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { shareLinks, websites } from '../../db/schema';
import { readWebsite } from '../websites/get-website';

/** The publication a live address shows, or null when there is none (unknown slug or unpublished). */
export async function livePublicationId(db: Db, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: websites.livePublicationId })
    .from(websites)
    .where(and(eq(websites.slug, slug), eq(websites.isPublished, true)));
  return row?.id ?? null;
}

/** Which draft a share token opens and when that draft last changed; null for unknown or revoked tokens. */
export async function sharedDraftStamp(
  db: Db,
  token: string,
): Promise<{ websiteId: number; updatedAt: Date } | null> {
  const [row] = await db
    .select({ websiteId: websites.id, updatedAt: websites.updatedAt })
    .from(shareLinks)
    .innerJoin(websites, eq(websites.id, shareLinks.websiteId))
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)));
  return row ?? null;
}

export function readDraft(db: Db, websiteId: number): Promise<Website | undefined> {
  return readWebsite(db, eq(websites.id, websiteId));
}
