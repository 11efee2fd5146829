import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../model/auth';
import { AppError } from '../errors';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Fastify's types merge interfaces
  interface FastifyRequest {
    user: PublicUser | null;
  }
}

/** The signed-in coach; every domain call takes its owner from here, never from the request body. */
export function currentUserId(request: FastifyRequest): number {
  if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.user.id;
}
