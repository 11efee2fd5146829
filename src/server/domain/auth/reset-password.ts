import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { hashPassword } from './password';
import { revokeAllSessions } from './sessions';

/** Gives an account a new random password and signs it out everywhere; answers the new password. */
export async function resetPassword(db: Db, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw notFound('Account');
  const password = randomBytes(12).toString('base64url');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id);
  return password;
}
