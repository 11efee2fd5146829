import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../model/auth';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { checkPassword, refuseWeakPassword } from './accounts';
import { hashPassword } from './password';
import { revokeAllSessions } from './sessions';
import type { SignInLimits } from './sign-in-limits';
import type { Visitor } from './visitor';

/**
 * The signed-in coach sets a new password. The current one is checked under the sign-in limits
 * (a borrowed session must not become a way to guess it); on success every other session ends.
 */
export async function changePassword(
  db: Db,
  user: PublicUser,
  input: { currentPassword: string; newPassword: string },
  {
    address,
    sessionToken,
    limits,
  }: { address: Visitor; sessionToken: string; limits: SignInLimits },
): Promise<void> {
  // Judged first, so that a coach finding a strong enough password does not spend tries.
  await refuseWeakPassword('newPassword', input.newPassword, user);
  const checked = await checkPassword(
    db,
    { email: user.email, password: input.currentPassword },
    address,
    limits,
  );
  if (!checked) {
    throw new AppError('bad_request', 'Your current password is not right.', {
      currentPassword: 'is not right',
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('bad_request', 'Choose a password you are not using now.', {
      newPassword: 'must be different from your current password',
    });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword, limits.passwordCost) })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id, sessionToken);
}
