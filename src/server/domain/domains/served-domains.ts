import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customDomains, websites } from '../../db/schema';

/** A verified domain as the door serves it, with its website's live address and choices. */
export type ServedDomain = {
  id: number;
  domain: string;
  websiteId: number;
  /** The live page's slug; null while the website is not published. */
  slug: string | null;
  isPrimary: boolean;
  keepOwnAddress: boolean;
  /** A visitor came over HTTPS: the domain is live (the Share tab says so). */
  live: boolean;
};

/** Every domain served now: verified, of any website (an unpublished one answers "not available"). */
export async function servedDomains(db: Db): Promise<ServedDomain[]> {
  const rows = await db
    .select({
      id: customDomains.id,
      domain: customDomains.domain,
      websiteId: customDomains.websiteId,
      slug: websites.slug,
      isPublished: websites.isPublished,
      isPrimary: customDomains.isPrimary,
      keepOwnAddress: websites.keepOwnAddress,
      liveAt: customDomains.liveAt,
    })
    .from(customDomains)
    .innerJoin(websites, eq(websites.id, customDomains.websiteId))
    .where(isNotNull(customDomains.verifiedAt));
  return rows.map(({ isPublished, liveAt, slug, ...row }) => ({
    ...row,
    slug: isPublished ? slug : null,
    live: liveAt !== null,
  }));
}

/**
 * A short fingerprint of everything servedDomains reads: another process's change (a domain
 * verified or removed, a website published, unpublished or given a new address) changes it.
 */
export async function servedDomainsStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({
      stamp: sql<string>`count(*)::text || ':' || coalesce(sum(hashtext(${customDomains.id}::text || ${customDomains.isPrimary}::text || coalesce(${customDomains.liveAt}::text, '') || coalesce(${websites.slug}, '') || ${websites.isPublished}::text || ${websites.keepOwnAddress}::text)), 0)::text`,
    })
    .from(customDomains)
    .innerJoin(websites, eq(websites.id, customDomains.websiteId))
    .where(isNotNull(customDomains.verifiedAt));
  return row?.stamp ?? '';
}

/** Notes that the HTTPS engine asked for a domain's certificate (once: later asks change nothing). */
export async function noteCertificateAsked(db: Db, domain: string, now: Date): Promise<void> {
  await db
    .update(customDomains)
    .set({ certificateAskedAt: now })
    .where(
      sql`${customDomains.domain} = ${domain} and ${customDomains.verifiedAt} is not null and ${customDomains.certificateAskedAt} is null`,
    );
}

/** Notes that a visitor came to a domain over HTTPS: it is live. */
export async function noteLive(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(customDomains)
    .set({
      liveAt: now,
      certificateAskedAt: sql`coalesce(${customDomains.certificateAskedAt}, ${now})`,
    })
    .where(sql`${customDomains.id} = ${id} and ${customDomains.liveAt} is null`);
}
