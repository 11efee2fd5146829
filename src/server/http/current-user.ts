import type { FastifyRequest } from 'fastify';

/** The spec's fixed owner until accounts exist; every domain call takes the owner from here. */
export const DEFAULT_USER_ID = 1;

export function currentUserId(_request: FastifyRequest): number {
  return DEFAULT_USER_ID;
}
