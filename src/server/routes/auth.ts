import type { FastifyInstance } from 'fastify';
import { loginSchema, signupSchema } from '../../model/auth';
import type { Db } from '../db/database';
import { signIn, signUp } from '../domain/auth/accounts';
import { createSession, revokeSession } from '../domain/auth/sessions';
import { AppError } from '../errors';
import { parseInput } from '../http/parse';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../http/session';

export function authRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/auth/signup', async (request, reply) => {
    const input = parseInput(signupSchema, request.body);
    const user = await signUp(db, input, request.ip);
    const { token } = await createSession(db, user.id);
    setSessionCookie(request, reply, token);
    reply.status(201);
    return { user };
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const user = await signIn(db, input, request.ip);
    const { token } = await createSession(db, user.id);
    setSessionCookie(request, reply, token);
    return { user };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSession(db, token);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/auth/me', async (request) => {
    if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
    return { user: request.user };
  });
}
