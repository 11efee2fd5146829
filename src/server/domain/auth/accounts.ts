import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../model/auth';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { passwordProblem } from './password-strength';
import {
  afterFailedCheck,
  afterSuccessfulCheck,
  beforePasswordCheck,
  rememberAddress,
  takeAddressAttempt,
  type SignInLimits,
} from './sign-in-limits';
import type { Visitor } from './visitor';

const taken = () =>
  new AppError('conflict', 'An account with this email already exists. Sign in instead.', {
    email: 'already has an account',
  });

/** A 400 naming the password field, for a new password that is too easy to guess. */
export async function refuseWeakPassword(
  field: string,
  password: string,
  account: { email: string; name: string },
): Promise<void> {
  const problem = await passwordProblem(password, account);
  if (problem)
    throw new AppError('bad_request', 'Please choose a stronger password.', { [field]: problem });
}

export async function signUp(
  db: Db,
  input: { email: string; password: string; name: string },
  address: Visitor,
  limits: SignInLimits,
): Promise<PublicUser> {
  await takeAddressAttempt(db, limits, address);
  await refuseWeakPassword('password', input.password, input);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) throw taken();
  const passwordHash = await hashPassword(input.password, limits.passwordCost);
  try {
    const [user] = await db
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash })
      .returning({ id: users.id, email: users.email, name: users.name });
    await rememberAddress(db, input.email, address);
    return user as PublicUser;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Checks an account's password under the sign-in limits (see sign-in-limits.ts): the user when it
 * is right, null when the account is unknown or the password wrong. 429 when too many tries.
 */
export async function checkPassword(
  db: Db,
  input: { email: string; password: string },
  address: Visitor,
  limits: SignInLimits,
): Promise<PublicUser | null> {
  await beforePasswordCheck(db, limits, input.email, address);
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const ok = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await decoyHash(limits.passwordCost)),
  );
  if (!user || !ok) {
    await afterFailedCheck(db, limits, input.email);
    return null;
  }
  await afterSuccessfulCheck(db, limits, input.email, address);
  return { id: user.id, email: user.email, name: user.name };
}

export async function signIn(
  db: Db,
  input: { email: string; password: string },
  address: Visitor,
  limits: SignInLimits,
): Promise<PublicUser> {
  const user = await checkPassword(db, input, address, limits);
  if (!user) throw new AppError('unauthorized', 'That email and password do not match an account.');
  return user;
}
