import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../model/auth';
import type { Db } from '../../db/database';
import { passwordResets, users } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseWeakPassword } from './accounts';
import { hashPassword } from './password';
import { hashResetToken } from './reset-tokens';
import { revokeAllSessions } from './sessions';
import { takeAddressAttempt, type SignInLimits } from './sign-in-limits';
import type { Visitor } from './visitor';

const linkEnded = () =>
  new AppError(
    'bad_request',
    'This reset link has expired or was already used. Ask for a new one.',
    {
      token: 'has expired or was already used',
    },
  );

const usable = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/**
 * Sets a new password from an emailed link. The link works once: using it ends every other link
 * of the account and every session; the caller then signs this browser in.
 */
export async function confirmPasswordReset(
  db: Db,
  input: { token: string; newPassword: string },
  { address, limits }: { address: Visitor; limits: SignInLimits },
): Promise<PublicUser> {
  await takeAddressAttempt(db, limits, address);
  const tokenHash = hashResetToken(input.token);
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(usable(tokenHash));
  if (!user) throw linkEnded();
  // Judged before the link is spent, so a coach can try another password with the same link.
  await refuseWeakPassword('newPassword', input.newPassword, user);
  const passwordHash = await hashPassword(input.newPassword, limits.passwordCost);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(usable(tokenHash))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw linkEnded();
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
  });
  return user;
}
