import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customDomains, websites } from '../../db/schema';

/**
 * Whether the HTTPS engine may get a certificate for `domain` (/internal/tls/ask): a coach's
 * verified domain (not lapsed after 3 failed days) of a published website. Read from the
 * database, not memory: a certificate is asked for rarely, and must never be for a removed domain.
 */
export async function isCertifiable(db: Db, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .innerJoin(websites, eq(websites.id, customDomains.websiteId))
    .where(
      and(
        eq(customDomains.domain, domain),
        isNotNull(customDomains.verifiedAt),
        eq(websites.isPublished, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
