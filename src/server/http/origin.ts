import type { FastifyRequest } from 'fastify';

/** Where visitors reach this server: PUBLIC_URL when configured, else the address the request came to. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
