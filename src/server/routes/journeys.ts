import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import {
  JOURNEY_READ_ONLY,
  journeyDraftInputSchema,
  journeyInputSchema,
  journeyQuerySchema,
  type Journey,
  type JourneyDraftAnswer,
  type JourneysAnswer,
} from '../../model/journeys/journey';
import type { Db } from '../db/database';
import { draftJourney } from '../domain/journeys/draft-journey';
import { findOwnedJourney, listJourneys } from '../domain/journeys/journey-rows';
import { createJourney, deleteJourney, updateJourney } from '../domain/journeys/save-journey';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { requestSignal } from '../http/request-signal';
import type { Services } from '../services';
import { parseInput, parseWrite } from '../validation';

type Options = { db: Db; services: Services };

/** Customer Journey maps (issue 14), one avatar's six stages each. */
export function journeyRoutes(app: FastifyInstance, { db, services }: Options): void {
  app.get('/api/journeys', async (req): Promise<JourneysAnswer> => {
    const { avatarId } = parseInput(journeyQuerySchema, req.query ?? {});
    return { journeys: await listJourneys(db, currentUserId(req), avatarId) };
  });

  app.post('/api/journeys', (req, reply) => {
    const fields = parseInput(journeyInputSchema, req.body ?? {});
    return answerOnce(db, req, reply, 201, (tx) => createJourney(tx, currentUserId(req), fields));
  });

  app.post('/api/journeys/draft', (req, reply): Promise<JourneyDraftAnswer> => {
    const input = parseInput(journeyDraftInputSchema, req.body ?? {});
    const userId = currentUserId(req);
    return draftJourney({ db, services, userId, signal: requestSignal(reply) }, input);
  });

  app.get('/api/journeys/:id', (req): Promise<Journey> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return findOwnedJourney(db, currentUserId(req), id);
  });

  app.put('/api/journeys/:id', (req): Promise<Journey> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const fields = parseWrite(journeyInputSchema, req.body ?? {}, JOURNEY_READ_ONLY);
    return updateJourney(db, currentUserId(req), id, fields);
  });

  app.delete('/api/journeys/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteJourney(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
