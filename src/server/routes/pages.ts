import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import type { Quotas } from '../../model/limits';
import {
  addPageSchema,
  PAGE_READ_ONLY,
  reorderPagesSchema,
  updatePageSchema,
} from '../../model/pages';
import type { Db } from '../db/database';
import { addPage } from '../domain/pages/add-page';
import { deletePage } from '../domain/pages/delete-page';
import { listPages } from '../domain/pages/list-pages';
import { reorderPages } from '../domain/pages/reorder-pages';
import { updatePage } from '../domain/pages/update-page';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { parseInput, parseWrite } from '../validation';

/** A website's pages (issue 38): each change is a draft change, live once published. */
export function pageRoutes(app: FastifyInstance, { db, quotas }: { db: Db; quotas: Quotas }): void {
  app.get('/api/websites/:id/pages', async (req) => {
    const { id } = parseInput(idParamsSchema, req.params);
    return { pages: await listPages(db, currentUserId(req), id) };
  });

  app.post('/api/websites/:id/pages', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const input = parseInput(addPageSchema, req.body ?? {});
    return answerOnce(db, req, reply, 201, (tx) =>
      addPage(tx, currentUserId(req), id, input, quotas),
    );
  });

  app.put('/api/websites/:id/pages/order', async (req) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const { pageIds } = parseInput(reorderPagesSchema, req.body);
    return { pages: await reorderPages(db, currentUserId(req), id, pageIds) };
  });

  app.patch('/api/pages/:id', (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const input = parseWrite(updatePageSchema, req.body, PAGE_READ_ONLY);
    return answerOnce(db, req, reply, 200, (tx) => updatePage(tx, currentUserId(req), id, input));
  });

  app.delete('/api/pages/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deletePage(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
