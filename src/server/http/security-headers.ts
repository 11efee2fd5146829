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

/**
 * Headers every answer carries besides its policy: an answer with a policy of its own (a public
 * page, which its own site may frame) may be framed by its own origin only; any other gets the
 * app's policy and may not be framed at all.
 */
export function securityHeaders(ownPolicy: boolean, https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(ownPolicy
      ? { 'X-Frame-Options': 'SAMEORIGIN' }
      : { 'Content-Security-Policy': APP_POLICY, 'X-Frame-Options': 'DENY' }),
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Sets securityHeaders on every answer Fastify sends. */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(
      securityHeaders(reply.hasHeader('Content-Security-Policy'), req.protocol === 'https'),
    );
    done(null, payload);
  });
}
