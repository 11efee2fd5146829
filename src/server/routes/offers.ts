import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import {
  OFFER_READ_ONLY,
  offerInputSchema,
  type Offer,
  type OffersAnswer,
} from '../../model/offers/offer';
import type { Db } from '../db/database';
import { listOffers } from '../domain/offers/list-offers';
import { findOwnedOffer, offerFromRow } from '../domain/offers/offer-rows';
import { createOffer, deleteOffer, updateOffer } from '../domain/offers/save-offer';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { parseInput, parseWrite } from '../validation';

/** My offers (issue 24): the coach's own products. */
export function offerRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/offers', (req): Promise<OffersAnswer> => listOffers(db, currentUserId(req)));

  app.post('/api/offers', (req, reply) => {
    const fields = parseInput(offerInputSchema, req.body ?? {});
    return answerOnce(db, req, reply, 201, (tx) => createOffer(tx, currentUserId(req), fields));
  });

  app.get('/api/offers/:id', async (req): Promise<Offer> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return offerFromRow(await findOwnedOffer(db, currentUserId(req), id));
  });

  app.put('/api/offers/:id', (req): Promise<Offer> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const fields = parseWrite(offerInputSchema, req.body ?? {}, OFFER_READ_ONLY);
    return updateOffer(db, currentUserId(req), id, fields);
  });

  app.delete('/api/offers/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteOffer(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
