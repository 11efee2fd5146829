import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customDomains, websites } from '../../db/schema';
import { shownDomain } from './domain-display';

/** The domain and every name above it with at least two labels: a.b.coach.com, b.coach.com, coach.com. */
function selfAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/**
 * Why `userId` cannot have `domain`: another account holds it verified, or holds a domain above it
 * (a subdomain of another coach's site is hers to give, not anyone's to take). Null when it is free.
 * A claim another account has not proved blocks nobody: the one whose TXT record is found wins.
 */
export async function heldByAnother(
  db: Db,
  userId: number,
  domain: string,
): Promise<string | null> {
  const [held] = await db
    .select({ domain: customDomains.domain })
    .from(customDomains)
    .where(
      and(
        inArray(customDomains.domain, selfAndParents(domain)),
        isNotNull(customDomains.verifiedAt),
        ne(customDomains.userId, userId),
      ),
    )
    .limit(1);
  if (!held) return null;
  return held.domain === domain
    ? 'is already in use by another Coachsite account'
    : `is part of ${shownDomain(held.domain)}, which another Coachsite account uses`;
}

/** The name of the coach's own website that already has `domain`, if any. */
export async function ownWebsiteWith(db: Db, userId: number, domain: string) {
  const [row] = await db
    .select({ name: websites.name })
    .from(customDomains)
    .innerJoin(websites, eq(websites.id, customDomains.websiteId))
    .where(and(eq(customDomains.userId, userId), eq(customDomains.domain, domain)))
    .limit(1);
  return row?.name ?? null;
}
