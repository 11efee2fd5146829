import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import type { Db } from '../db/database';
import { getWebsite } from '../domain/websites/get-website';
import { websiteStamp } from '../domain/websites/website-stamp';
import { currentUserId } from '../http/current-user';
import { parseInput } from '../validation';
import { THUMBNAIL_POLICY } from '../public/content-policy';
import type { LivePages } from '../public/live-pages';
import { withoutDeletedFiles } from '../domain/files/missing-files';

/**
 * GET /api/websites/:id/thumbnail: the first screen of the coach's own draft as an HTML page, for a
 * lazily loaded, scaled-down, sandboxed frame on the dashboard card. The browser keeps it and asks
 * again with its ETag, which changes when the draft does: an unchanged card costs one small read.
 */
export function thumbnailRoutes(app: FastifyInstance, { db, pages }: { db: Db; pages: LivePages }) {
  app.get('/api/websites/:id/thumbnail', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const userId = currentUserId(req);
    reply
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Security-Policy', THUMBNAIL_POLICY)
      .header('X-Robots-Tag', 'noindex, nofollow');
    const tag = pages.thumbnailTag(await websiteStamp(db, userId, id));
    if (req.headers['if-none-match'] === tag) return reply.header('ETag', tag).status(304).send();
    const website = await withoutDeletedFiles(db, await getWebsite(db, userId, id));
    const { html, etag } = pages.thumbnail(website);
    return reply.header('ETag', etag).type('text/html; charset=utf-8').send(html);
  });
}
