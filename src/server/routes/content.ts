import type { FastifyInstance } from 'fastify';
import {
  contentQuerySchema,
  type ContentItem,
  type ContentListAnswer,
} from '../../model/ai/content';
import {
  CONTENT_READ_ONLY,
  offerWebsiteSchema,
  updateOfferSchema,
} from '../../model/ai/offer-page';
import { idParamsSchema } from '../../model/ids';
import type { Quotas } from '../../model/limits';
import type { Website } from '../../model/website';
import type { Db } from '../db/database';
import { contentFromRow, findOwnedContent } from '../domain/content/content-rows';
import { deleteContent } from '../domain/content/delete-content';
import { listContent } from '../domain/content/list-content';
import { offerWebsite } from '../domain/content/offer-website';
import { updateOffer } from '../domain/content/update-offer';
import { answerOnce } from '../http/idempotency';
import { currentUserId } from '../http/current-user';
import { parseInput, parseWrite } from '../validation';

/**
 * The coach's generated content (issue 12): list by kind, read one, delete; an offer is edited
 * and kept, and used on a page (a new Course Offer website made from it).
 */
export function contentRoutes(
  app: FastifyInstance,
  { db, quotas }: { db: Db; quotas: Quotas },
): void {
  app.get('/api/content', async (req): Promise<ContentListAnswer> => {
    const { kind } = parseInput(contentQuerySchema, req.query ?? {});
    return listContent(db, currentUserId(req), kind);
  });

  app.get('/api/content/:id', async (req): Promise<ContentItem> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return contentFromRow(await findOwnedContent(db, currentUserId(req), id));
  });

  app.put('/api/content/:id', async (req): Promise<ContentItem> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const { offer } = parseWrite(updateOfferSchema, req.body, CONTENT_READ_ONLY);
    return updateOffer(db, currentUserId(req), id, offer);
  });

  app.post('/api/content/:id/website', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const { currency } = parseInput(offerWebsiteSchema, req.body ?? {});
    return answerOnce(db, req, reply, 201, (tx): Promise<Website> =>
      offerWebsite(tx, currentUserId(req), id, currency, quotas),
    );
  });

  app.delete('/api/content/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteContent(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
