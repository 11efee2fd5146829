import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseFileSegment } from '../../model/files/image-url';
import type { Db } from '../db/database';
import { findSessionUser } from '../domain/auth/sessions';
import { fileToSend } from '../domain/files/read-file';
import { notFound } from '../errors';
import { SESSION_COOKIE } from '../http/session';
import type { FileStorage } from '../storage/file-storage';

const paramsSchema = z.object({ file: z.string().max(40), name: z.string().min(1).max(400) });

/** Shown in the browser; everything else is downloaded, so no stored file runs as a page here. */
const INLINE = /^(image\/|application\/pdf$)/;

/**
 * The bytes of stored files and their web-sized copies at /files/{id}-{key}/{name}. A file's bytes never
 * change (a new upload is a new file), so public ones are cached for a year; private ones are
 * checked on every request.
 */
export function fileBytesRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: FileStorage },
) {
  app.get('/files/:file/:name', async (req, reply) => {
    const params = paramsSchema.safeParse(req.params);
    const file = params.success ? parseFileSegment(params.data.file) : null;
    if (!params.success || !file) throw notFound('File');
    const { name } = params.data;
    const found = await fileToSend(db, file, name, async () => {
      const token = req.cookies[SESSION_COOKIE];
      return token ? ((await findSessionUser(db, token))?.id ?? null) : null;
    });
    if (!found) throw notFound('File');
    const etag = `"${found.row.storageKey}-${found.variant ?? 'original'}"`;
    const cache =
      found.row.visibility === 'public'
        ? 'public, max-age=31536000, immutable'
        : 'private, no-cache';
    reply.header('cache-control', cache).header('etag', etag).header('vary', 'cookie');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    const blob = await storage.get(found.key);
    if (!blob) throw notFound('File');
    const disposition = INLINE.test(found.mime) ? 'inline' : 'attachment';
    return reply
      .header('content-type', found.mime)
      .header('content-length', String(blob.size))
      .header(
        'content-disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(found.row.name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .send(blob.body);
  });
}
