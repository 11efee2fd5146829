import type { Db } from '../../db/database';
import { countAttempt, takeAttempt } from './rate-limit';
import type { Visitor } from './visitor';

/**
 * How often reset links may be asked for. Per address: a 429 past the limit (it says nothing about
 * any account). Per email: past the limit the answer stays the same and no more mail goes out, so
 * nobody can fill a coach's inbox, and the answer never tells whether the email has an account.
 */
export type PasswordResetLimits = {
  perAddress: number;
  addressWindowSeconds: number;
  mailsPerEmail: number;
  emailWindowSeconds: number;
};

export const DEFAULT_PASSWORD_RESET_LIMITS: PasswordResetLimits = {
  perAddress: 10,
  addressWindowSeconds: 60 * 60,
  mailsPerEmail: 3,
  emailWindowSeconds: 60 * 60,
};

/** 429 when this address has asked for too many links. */
export function takeResetRequest(
  db: Db,
  limits: PasswordResetLimits,
  address: Visitor,
): Promise<void> {
  return takeAttempt(db, {
    key: `reset-address:${address}`,
    max: limits.perAddress,
    windowSeconds: limits.addressWindowSeconds,
  });
}

/** Whether another mail may go to this email now (counted whether or not it has an account). */
export async function mayMail(
  db: Db,
  limits: PasswordResetLimits,
  email: string,
): Promise<boolean> {
  const { count } = await countAttempt(db, `reset-email:${email}`, limits.emailWindowSeconds);
  return count <= limits.mailsPerEmail;
}
