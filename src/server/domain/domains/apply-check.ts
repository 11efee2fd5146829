import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customDomains } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { DnsCheck } from './check-dns';
import { heldByAnother } from './claims';
import type { DomainRow } from './domain-view';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * A verified domain whose daily check has failed on 3 days (the first failure, and the checks a
 * day and two days later) is no longer served: this long after its first failure.
 */
export const LAPSE_AFTER_MS = 2 * DAY;

/** When to look again at a domain not yet verified: 1 minute, doubling, at most an hour apart. */
export function backoffMs(checksFailed: number): number {
  return Math.min(MINUTE * 2 ** Math.min(checksFailed, 10), 60 * MINUTE);
}

type Change = Partial<typeof customDomains.$inferInsert>;

/** What a check changes of a domain's row, at `now`, before any other account is considered. */
function changeFor(row: DomainRow, check: DnsCheck, now: Date): Change {
  const at = (ms: number) => new Date(now.getTime() + ms);
  if (check.state === 'verified') {
    return {
      checkState: 'verified',
      reasons: [],
      checksFailed: 0,
      verifiedAt: row.verifiedAt ?? now,
      failingSince: null,
      nextCheckAt: at(DAY),
    };
  }
  const failed = {
    checkState: check.state,
    reasons: check.reasons,
    checksFailed: row.checksFailed + 1,
  };
  if (row.verifiedAt === null) return { ...failed, nextCheckAt: at(backoffMs(row.checksFailed)) };
  // Verified once: checked daily, served until it has failed for LAPSE_AFTER_MS.
  const since = row.failingSince ?? now;
  if (now.getTime() - since.getTime() < LAPSE_AFTER_MS) {
    return { ...failed, failingSince: since, nextCheckAt: at(DAY) };
  }
  return {
    ...failed,
    checkState: 'failing',
    verifiedAt: null,
    failingSince: null,
    certificateAskedAt: null,
    liveAt: null,
    nextCheckAt: at(backoffMs(0)),
  };
}

/**
 * Stores what a DNS check found. A domain proved here becomes hers only if no other account holds
 * it (or a domain above it) verified: the unique index on verified domains settles two proofs at
 * once. Answers the row as stored, or null when the domain was removed meanwhile.
 */
export async function applyCheck(
  db: Db,
  row: DomainRow,
  check: DnsCheck,
  now: Date,
): Promise<DomainRow | null> {
  let change: Change = { ...changeFor(row, check, now), checkedAt: now, updatedAt: now };
  if (row.verifiedAt === null && change.verifiedAt) {
    const held = await heldByAnother(db, row.userId, row.domain);
    if (held) change = taken(row, `${row.domain} ${held}`, now);
  }
  const write = (values: Change) =>
    db.update(customDomains).set(values).where(eq(customDomains.id, row.id)).returning();
  try {
    const [stored] = await write(change);
    return stored ?? null;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [stored] = await write(
      taken(row, `${row.domain} is already in use by another Coachsite account`, now),
    );
    return stored ?? null;
  }
}

/** A proof that came second: the domain stays with the account that holds it. */
function taken(row: DomainRow, reason: string, now: Date): Change {
  return {
    checkState: 'failing',
    reasons: [reason],
    checksFailed: row.checksFailed + 1,
    verifiedAt: null,
    checkedAt: now,
    updatedAt: now,
    nextCheckAt: new Date(now.getTime() + backoffMs(row.checksFailed)),
  };
}
