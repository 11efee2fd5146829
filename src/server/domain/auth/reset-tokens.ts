import { createHash, randomBytes } from 'node:crypto';

/** How long an emailed reset link works. */
export const RESET_LINK_MINUTES = 60;

/** 256 random bits for the link; only the hash is stored, so a database copy opens no account. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export const hashResetToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');
