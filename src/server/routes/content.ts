import type { FastifyInstance } from 'fastify';
import {
  contentQuerySchema,
  type ContentItem,
  type ContentListAnswer,
} from '../../model/ai/content';
import { idParamsSchema } from '../../model/ids';
import type { Db } from '../db/database';
import { contentFromRow, findOwnedContent } from '../domain/content/content-rows';
import { deleteContent } from '../domain/content/delete-content';
import { listContent } from '../domain/content/list-content';
import { currentUserId } from '../http/current-user';
import { parseInput } from '../validation';

/** The coach's generated content (issue 12): list by kind, read one, delete. */
export function contentRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/content', async (req): Promise<ContentListAnswer> => {
    const { kind } = parseInput(contentQuerySchema, req.query ?? {});
    return listContent(db, currentUserId(req), kind);
  });

  app.get('/api/content/:id', async (req): Promise<ContentItem> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return contentFromRow(await findOwnedContent(db, currentUserId(req), id));
  });

  app.delete('/api/content/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteContent(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
