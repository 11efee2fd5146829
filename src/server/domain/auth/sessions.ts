import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../model/auth';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';

export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/**
 * A new session: the token for the cookie (256 random bits); the database keeps only its hash.
 * The account keeps at most `maxSessions` live ones: past that the oldest are revoked. Its ended
 * sessions (expired or revoked) are deleted on the way.
 */
export async function createSession(
  db: Db,
  userId: number,
  { maxSessions }: { maxSessions: number },
): Promise<{ token: string; expiresAt: Date }> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, sql`now()`)),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  const newest = db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live()))
    .orderBy(desc(sessions.createdAt), desc(sessions.expiresAt))
    .limit(maxSessions);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), live(), notInArray(sessions.tokenHash, newest)));
  return { token, expiresAt };
}

/** The signed-in user for a cookie token, or null when the session is unknown, revoked or expired. */
export async function findSessionUser(db: Db, token: string): Promise<PublicUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), live()));
  return row ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signs the account out everywhere, or everywhere but the browser holding `keepToken`. */
export async function revokeAllSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepToken === undefined ? undefined : ne(sessions.tokenHash, hashToken(keepToken)),
      ),
    );
}
