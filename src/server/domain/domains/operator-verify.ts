import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customDomains, users } from '../../db/schema';
import { heldByAnother } from './claims';

/**
 * The operator vouches for a domain a coach added (`npm run domain -- verify coach.test`): for
 * trying her domain on a machine without public DNS, or when the operator has checked it another
 * way. It is served at once; the daily DNS check still applies (3 failed days and it lapses).
 * Answers what was done, in a line for the operator; throws a line when it cannot be done.
 */
export async function verifyByOperator(
  db: Db,
  domain: string,
  email: string | null,
  now: Date,
): Promise<string> {
  const claims = await db
    .select({ id: customDomains.id, userId: customDomains.userId, email: users.email })
    .from(customDomains)
    .innerJoin(users, eq(users.id, customDomains.userId))
    .where(and(eq(customDomains.domain, domain), isNull(customDomains.verifiedAt)))
    .orderBy(asc(users.email));
  const [verified] = await db
    .select({ email: users.email })
    .from(customDomains)
    .innerJoin(users, eq(users.id, customDomains.userId))
    .where(and(eq(customDomains.domain, domain), isNotNull(customDomains.verifiedAt)));
  if (verified) throw new Error(`${domain} is already verified for ${verified.email}.`);
  const chosen = email ? claims.filter((claim) => claim.email === email) : claims;
  if (chosen.length === 0) {
    throw new Error(`No website has added ${domain}${email ? ` for ${email}` : ''}.`);
  }
  const [claim] = chosen;
  if (chosen.length > 1 || !claim) {
    const who = chosen.map((c) => c.email).join(', ');
    throw new Error(`${domain} is added by ${who}: name one with --email.`);
  }
  const held = await heldByAnother(db, claim.userId, domain);
  if (held) throw new Error(`${domain} ${held}.`);
  await db
    .update(customDomains)
    .set({
      verifiedAt: now,
      checkState: 'verified',
      reasons: [],
      checksFailed: 0,
      failingSince: null,
      checkedAt: now,
      nextCheckAt: new Date(now.getTime() + 24 * 3_600_000),
      updatedAt: now,
    })
    .where(eq(customDomains.id, claim.id));
  return `${domain} is verified for ${claim.email}: its website answers there now.`;
}
