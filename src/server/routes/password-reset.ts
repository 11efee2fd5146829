import type { FastifyInstance } from 'fastify';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type PasswordResetAvailability,
} from '../../model/auth';
import type { Db } from '../db/database';
import { confirmPasswordReset } from '../domain/auth/confirm-password-reset';
import type { PasswordResetLimits } from '../domain/auth/password-reset-limits';
import { requestPasswordReset } from '../domain/auth/request-password-reset';
import { createSession } from '../domain/auth/sessions';
import type { SignInLimits } from '../domain/auth/sign-in-limits';
import { visitorOf } from '../domain/auth/visitor';
import { AppError } from '../errors';
import { parseInput } from '../validation';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import { setSessionCookie } from '../http/session';
import type { Mailer } from '../mail/mailer';

export type PasswordResetOptions = {
  db: Db;
  /** null when SMTP_URL is unset: the screen then says to ask the operator. */
  mailer: Mailer | null;
  address: PublicAddress;
  sessionsPerAccount: number;
  signInLimits: SignInLimits;
  resetLimits: PasswordResetLimits;
  /** Makes the pseudonym a visitor's address is counted under (services.secrets). */
  secrets: { pseudonym: (text: string) => string };
};

/** The page of the browser app that takes the token (in the fragment: never sent to a server). */
export const RESET_PAGE = '/reset-password';

/** Forgot password: a link by email, and a new password from that link. */
export function passwordResetRoutes(
  app: FastifyInstance,
  {
    db,
    mailer,
    address,
    sessionsPerAccount,
    signInLimits,
    resetLimits,
    secrets,
  }: PasswordResetOptions,
): void {
  // Mail still going out when the app closes is finished first.
  const mailing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(mailing);
  });

  app.get('/api/auth/password-reset', (): PasswordResetAvailability => ({
    byEmail: mailer !== null,
  }));

  app.post('/api/auth/password-reset', async (request, reply) => {
    const { email } = parseInput(passwordResetRequestSchema, request.body);
    if (!mailer) {
      throw new AppError(
        'not_found',
        'Reset links by email are not set up here. Ask the person who runs Coachsite for you.',
      );
    }
    const origin = publicOrigin(request, address);
    const { mailing: sent } = await requestPasswordReset(db, email, {
      address: visitorOf(secrets, request.ip),
      limits: resetLimits,
      mailer,
      linkFor: (token) => `${origin}${RESET_PAGE}#token=${token}`,
    });
    const tracked = sent
      .catch((err: unknown) => request.log.error({ err }, 'password reset mail not sent'))
      .finally(() => mailing.delete(tracked));
    mailing.add(tracked);
    return reply.status(204).send();
  });

  app.post('/api/auth/password-reset/confirm', async (request, reply) => {
    const input = parseInput(passwordResetConfirmSchema, request.body);
    const user = await confirmPasswordReset(db, input, {
      address: visitorOf(secrets, request.ip),
      limits: signInLimits,
    });
    const { token } = await createSession(db, user.id, { maxSessions: sessionsPerAccount });
    setSessionCookie(request, reply, token);
    return { user };
  });
}
