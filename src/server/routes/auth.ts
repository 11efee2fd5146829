import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changePasswordSchema, loginSchema, signupSchema } from '../../model/auth';
import type { Db } from '../db/database';
import { signIn, signUp } from '../domain/auth/accounts';
import { changePassword } from '../domain/auth/change-password';
import { createSession, revokeAllSessions, revokeSession } from '../domain/auth/sessions';
import type { SignInLimits } from '../domain/auth/sign-in-limits';
import { visitorOf } from '../domain/auth/visitor';
import { AppError } from '../errors';
import { currentUserId } from '../http/current-user';
import { parseInput } from '../validation';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../http/session';

export type AuthOptions = {
  /** Live sessions one account may keep; signing in past it ends the oldest. */
  sessionsPerAccount: number;
  limits: SignInLimits;
  /** Makes the pseudonym a visitor's address is counted under (services.secrets). */
  secrets: { pseudonym: (text: string) => string };
};

function signedIn(request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (!request.user || !token) throw new AppError('unauthorized', 'Please sign in to continue.');
  return { user: request.user, token };
}

export function authRoutes(
  app: FastifyInstance,
  db: Db,
  { sessionsPerAccount, limits, secrets }: AuthOptions,
): void {
  const session = { maxSessions: sessionsPerAccount };

  app.post('/api/auth/signup', async (request, reply) => {
    const input = parseInput(signupSchema, request.body);
    const user = await signUp(db, input, visitorOf(secrets, request.ip), limits);
    const { token } = await createSession(db, user.id, session);
    setSessionCookie(request, reply, token);
    reply.status(201);
    return { user };
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const user = await signIn(db, input, visitorOf(secrets, request.ip), limits);
    const { token } = await createSession(db, user.id, session);
    setSessionCookie(request, reply, token);
    return { user };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSession(db, token);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  /** Keeps this browser signed in and signs the account out everywhere else. */
  app.post('/api/auth/password', async (request, reply) => {
    const { user, token } = signedIn(request);
    const input = parseInput(changePasswordSchema, request.body);
    await changePassword(db, user, input, {
      address: visitorOf(secrets, request.ip),
      sessionToken: token,
      limits,
    });
    return reply.status(204).send();
  });

  app.post('/api/auth/logout-everywhere', async (request, reply) => {
    await revokeAllSessions(db, currentUserId(request));
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/auth/me', async (request) => {
    if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
    return { user: request.user };
  });
}
