import type { FastifyInstance } from 'fastify';

/**
 * The policy of the app's own pages (dashboard, builder, preview, sign-in) and API answers: scripts
 * only from this server, and no page anywhere may frame the app, not even a published page on the
 * same origin (the builder's canvas is a same-document frame, which frame-ancestors does not govern).
 */
export const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: http: data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The preview shows the coach's booking page and other embeds as visitors get them.
  'frame-src https: http:',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers every answer carries; public pages set their own policy (they may be framed by their site). */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (reply.hasHeader('Content-Security-Policy')) {
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    } else {
      reply.header('Content-Security-Policy', APP_POLICY);
      reply.header('X-Frame-Options', 'DENY');
    }
    if (req.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
