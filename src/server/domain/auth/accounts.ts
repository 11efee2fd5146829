import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../model/auth';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { clearAttempts, takeAttempt } from './rate-limit';

/** Per address, every sign-in and sign-up; per account, failed sign-ins. Both per minute. */
export const LIMITS = { perAddress: 30, perAccount: 10, windowSeconds: 60 } as const;

const taken = () =>
  new AppError('conflict', 'An account with this email already exists. Sign in instead.', {
    email: 'already has an account',
  });

export async function signUp(
  db: Db,
  input: { email: string; password: string; name: string },
  address: string,
): Promise<PublicUser> {
  await takeAttempt(db, {
    key: `address:${address}`,
    max: LIMITS.perAddress,
    windowSeconds: LIMITS.windowSeconds,
  });
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) throw taken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash })
      .returning({ id: users.id, email: users.email, name: users.name });
    return user as PublicUser;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Checks the password; ten wrong tries a minute lock the account (and each address) for the minute. */
export async function signIn(
  db: Db,
  input: { email: string; password: string },
  address: string,
): Promise<PublicUser> {
  const accountKey = `account:${input.email}`;
  await takeAttempt(db, {
    key: `address:${address}`,
    max: LIMITS.perAddress,
    windowSeconds: LIMITS.windowSeconds,
  });
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) {
    await takeAttempt(db, {
      key: accountKey,
      max: LIMITS.perAccount,
      windowSeconds: LIMITS.windowSeconds,
    });
    throw new AppError('unauthorized', 'That email and password do not match an account.');
  }
  // Counted on success too: an account locked by ten wrong tries stays locked for the minute.
  await takeAttempt(db, {
    key: accountKey,
    max: LIMITS.perAccount,
    windowSeconds: LIMITS.windowSeconds,
  });
  await clearAttempts(db, accountKey);
  return { id: user.id, email: user.email, name: user.name };
}
