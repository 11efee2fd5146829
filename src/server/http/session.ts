import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findSessionUser, SESSION_DAYS } from '../domain/auth/sessions';
import { AppError } from '../errors';

export const SESSION_COOKIE = 'cs_session';

/** Paths anyone may call: signing in and up, a forgotten password, and (later) public form posts. */
const OPEN_API = /^\/api\/auth\/(login|signup|logout|me|password-reset|password-reset\/confirm)$/;

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Reads the session cookie on every API request; /api needs a session except the open paths. */
export function requireSessions(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await findSessionUser(db, token) : null;
    if (!request.user && !OPEN_API.test(path)) {
      throw new AppError('unauthorized', 'Please sign in to continue.');
    }
  });
}
