import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import { ELEMENT_READ_ONLY, updateElementSchema } from '../../model/website';
import type { Db } from '../db/database';
import { deleteElement } from '../domain/elements/delete-element';
import { updateElement } from '../domain/elements/update-element';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { parseInput, parseWrite } from '../validation';

export function elementRoutes(app: FastifyInstance, db: Db): void {
  app.patch('/api/elements/:id', (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const input = parseWrite(updateElementSchema, req.body, ELEMENT_READ_ONLY);
    return answerOnce(db, req, reply, 200, (tx) =>
      updateElement(tx, currentUserId(req), id, input),
    );
  });

  app.delete('/api/elements/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteElement(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
