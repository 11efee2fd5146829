import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import {
  attemptsSoFar,
  clearAttempts,
  countAttempt,
  forgetEndedCounters,
  REMEMBERED,
  takeAttempt,
  tooManyAttempts,
} from './rate-limit';
import { PASSWORD_COST, type PasswordCost } from './password';
import type { Visitor } from './visitor';

/**
 * How often a password may be tried (decision 008). Limits are keyed so that an attacker cannot
 * lock the owner out:
 * - per address: every sign-in, sign-up and password check (30 a minute);
 * - per account and address pair: failed checks (10 a minute); the owner's own pair is untouched
 *   by an attacker elsewhere, and a success clears it;
 * - per account, from all addresses together: failures in an hour. Past that ceiling the account
 *   is under attack, and nothing is blocked for an address the account has signed in from before
 *   (a usual address, remembered 90 days): the owner signs in at once. Every other address shares
 *   one attempt every 10 seconds on that account; an attempt waits up to 5 seconds for its turn
 *   and is answered 429 beyond that. Rotating addresses then buys an attacker nothing.
 * All counts live in the shared `rate_limits` table, so every app process sees the same numbers.
 * An address is counted as its Visitor (a keyed hash, visitor.ts): no row holds the address.
 */
export type SignInLimits = {
  perAddress: number;
  addressWindowSeconds: number;
  perPair: number;
  pairWindowSeconds: number;
  accountCeiling: number;
  ceilingWindowSeconds: number;
  /** Past the ceiling, addresses that are not usual share one attempt per this many seconds. */
  strangerIntervalSeconds: number;
  /** The longest an attempt waits for its turn before it is answered 429. */
  maxDelaySeconds: number;
  usualAddressDays: number;
  /** What hashing a password costs (PASSWORD_COST); only tests pass a cheaper one. */
  passwordCost: PasswordCost;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 30,
  addressWindowSeconds: 60,
  perPair: 10,
  pairWindowSeconds: 60,
  accountCeiling: 100,
  ceilingWindowSeconds: 60 * 60,
  strangerIntervalSeconds: 10,
  maxDelaySeconds: 5,
  usualAddressDays: 90,
  passwordCost: PASSWORD_COST,
};

const addressKey = (address: Visitor) => `address:${address}`;
const pairKey = (email: string, address: Visitor) => `pair:${email}|${address}`;
const accountKey = (email: string) => `account:${email}`;
const strangersKey = (email: string) => `strangers:${email}`;
/** Hashed: these rows are kept for months, and need not say which accounts sign in. */
const usualKey = (email: string, address: Visitor) =>
  `${REMEMBERED}${createHash('sha256').update(`${email}\n${address}`).digest('base64url')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts an attempt from this address at all (sign-up too); 429 past the per-address limit. */
export function takeAddressAttempt(db: Db, limits: SignInLimits, address: Visitor): Promise<void> {
  return takeAttempt(db, {
    key: addressKey(address),
    max: limits.perAddress,
    windowSeconds: limits.addressWindowSeconds,
  });
}

/** Before a password is checked: 429, or a bounded wait, or nothing. */
export async function beforePasswordCheck(
  db: Db,
  limits: SignInLimits,
  email: string,
  address: Visitor,
): Promise<void> {
  await takeAddressAttempt(db, limits, address);
  // Counted before the check, so parallel guesses from one address cannot all slip in.
  await takeAttempt(db, {
    key: pairKey(email, address),
    max: limits.perPair,
    windowSeconds: limits.pairWindowSeconds,
  });
  const failures = await attemptsSoFar(db, accountKey(email), limits.ceilingWindowSeconds);
  if (failures < limits.accountCeiling) return;
  if (await isUsualAddress(db, limits, email, address)) return;
  await waitForStrangersTurn(db, limits, email);
}

async function waitForStrangersTurn(db: Db, limits: SignInLimits, email: string): Promise<void> {
  const deadline = Date.now() + limits.maxDelaySeconds * 1000;
  for (;;) {
    const turn = await countAttempt(db, strangersKey(email), limits.strangerIntervalSeconds);
    if (turn.count === 1) return;
    const waitMs = Math.ceil(turn.secondsLeft * 1000) + 10;
    if (Date.now() + waitMs > deadline) throw tooManyAttempts(Math.ceil(turn.secondsLeft));
    await sleep(waitMs);
  }
}

export async function afterFailedCheck(db: Db, limits: SignInLimits, email: string): Promise<void> {
  await countAttempt(db, accountKey(email), limits.ceilingWindowSeconds);
}

/** The pair's failures are forgiven and the address becomes a usual one for the account. */
export async function afterSuccessfulCheck(
  db: Db,
  limits: SignInLimits,
  email: string,
  address: Visitor,
): Promise<void> {
  await clearAttempts(db, pairKey(email, address));
  await rememberAddress(db, email, address);
  // Besides the periodic clean-up (jobs/forget-counters.ts): a bounded batch on each success.
  await forgetEndedCounters(db, { rememberDays: limits.usualAddressDays, batch: 500, batches: 1 });
}

/** Signing up or in from an address makes it usual for the account. */
export async function rememberAddress(db: Db, email: string, address: Visitor): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: usualKey(email, address), windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: sql`now()`, count: sql`${rateLimits.count} + 1` },
    });
}

async function isUsualAddress(
  db: Db,
  limits: SignInLimits,
  email: string,
  address: Visitor,
): Promise<boolean> {
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, usualKey(email, address)),
        gt(rateLimits.windowStart, sql`now() - make_interval(days => ${limits.usualAddressDays})`),
      ),
    );
  return row !== undefined;
}
