import { setTimeout } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { crmLocks } from '../../db/schema';
import type { Clock } from '../../clock';

/** How long a delivery may hold a person's lock; a holder that died lets it go after this. */
export const PERSON_LOCK_MS = 2 * 60 * 1000;

/** The lock keys of one person in one location: their email, and their phone's digits. */
export function personKeys(locationId: string, person: { email: string; phone: string }): string[] {
  const keys = [`${locationId}:email:${person.email.trim().toLowerCase()}`];
  const digits = person.phone.replace(/\D/g, '');
  if (digits) keys.push(`${locationId}:phone:${digits}`);
  return keys.sort();
}

/**
 * Runs `work` holding every key (taken in order, all or none), so that two deliveries for one
 * person, in this process or another on the same database, never run at once. Answers `busy`
 * without running it when another delivery holds one of the keys.
 */
export async function withPersonLock<T>(
  db: Db,
  clock: Clock,
  keys: string[],
  work: () => Promise<T>,
): Promise<{ busy: true } | { busy: false; value: T }> {
  const holder = randomBytes(8).toString('hex');
  const taken: string[] = [];
  const release = () =>
    taken.length === 0
      ? Promise.resolve()
      : db
          .delete(crmLocks)
          .where(and(inArray(crmLocks.key, taken), eq(crmLocks.holder, holder)))
          .then(() => undefined);
  for (const key of keys) {
    const now = clock.now();
    const expiresAt = new Date(now + PERSON_LOCK_MS);
    const [row] = await db
      .insert(crmLocks)
      .values({ key, holder, expiresAt })
      .onConflictDoUpdate({
        target: crmLocks.key,
        set: { holder, expiresAt },
        setWhere: lt(crmLocks.expiresAt, new Date(now)),
      })
      .returning({ holder: crmLocks.holder });
    if (row?.holder !== holder) {
      await release();
      return { busy: true };
    }
    taken.push(key);
  }
  try {
    return { busy: false, value: await work() };
  } finally {
    await release();
  }
}

/** How long a delivery waits for another delivery to the same person to end before giving up. */
const PERSON_WAIT_MS = 3000;

/** `work` under the person's lock, waiting a little (in short random steps) while it is held. */
export async function waitForPersonLock<T>(
  db: Db,
  clock: Clock,
  keys: string[],
  { signal, work }: { signal: AbortSignal; work: () => Promise<T> },
): Promise<{ busy: true } | { busy: false; value: T }> {
  const giveUpAt = Date.now() + PERSON_WAIT_MS;
  for (;;) {
    const locked = await withPersonLock(db, clock, keys, work);
    if (!locked.busy || signal.aborted || Date.now() >= giveUpAt) return locked;
    await setTimeout(50 + Math.random() * 100, undefined, { signal }).catch(() => undefined);
  }
}
