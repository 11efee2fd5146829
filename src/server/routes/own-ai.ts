import type { FastifyInstance } from 'fastify';
import {
  OWN_AI_READ_ONLY,
  ownAiInputSchema,
  type OwnAiAnswer,
  type OwnAiTestAnswer,
} from '../../model/ai/own-ai';
import type { Db } from '../db/database';
import { ownAiAnswer, ownAiRow } from '../domain/own-ai/own-ai-rows';
import { removeOwnAi, saveOwnAi } from '../domain/own-ai/save-own-ai';
import { testOwnAi } from '../domain/own-ai/test-own-ai';
import { currentUserId } from '../http/current-user';
import { requestSignal } from '../http/request-signal';
import type { Services } from '../services';
import { parseWrite } from '../validation';

type Options = { db: Db; services: Services };

/** The account's "Use my own AI" (issue 27): the coach's provider, model and sealed key. */
export function ownAiRoutes(app: FastifyInstance, { db, services }: Options): void {
  app.get('/api/account/ai', async (request): Promise<OwnAiAnswer> =>
    ownAiAnswer(services, await ownAiRow(db, currentUserId(request))),
  );

  app.put('/api/account/ai', async (request): Promise<OwnAiAnswer> => {
    const userId = currentUserId(request);
    const input = parseWrite(ownAiInputSchema, request.body ?? {}, OWN_AI_READ_ONLY);
    return saveOwnAi(db, services, userId, input);
  });

  app.delete('/api/account/ai', async (request, reply) => {
    await removeOwnAi(db, currentUserId(request));
    return reply.status(204).send();
  });

  app.post('/api/account/ai/test', async (request, reply): Promise<OwnAiTestAnswer> =>
    testOwnAi(db, services, currentUserId(request), requestSignal(reply)),
  );
}
