import type { FastifyInstance } from 'fastify';
import { missingFilesQuerySchema, type MissingFilesAnswer } from '../../model/files/file-images';
import type { Db } from '../db/database';
import { missingFiles } from '../domain/files/missing-files';
import { currentUserId } from '../http/current-user';
import { parseInput } from '../validation';

/**
 * GET /api/files/missing?segments=12-9f86...,13: which of the files a draft's pictures name are
 * not (or no longer) the coach's, for the pre-publish checklist and the preview.
 */
export function missingFileRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/files/missing', async (req): Promise<MissingFilesAnswer> => {
    const { segments } = parseInput(missingFilesQuerySchema, req.query);
    return { missing: await missingFiles(db, currentUserId(req), segments) };
  });
}
