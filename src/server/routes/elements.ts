import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import { updateElementSchema } from '../../model/website';
import type { Db } from '../db/database';
import { deleteElement } from '../domain/elements/delete-element';
import { updateElement } from '../domain/elements/update-element';
import { currentUserId } from '../http/current-user';
import { parseInput } from '../http/parse';

export function elementRoutes(app: FastifyInstance, db: Db): void {
  app.patch('/api/elements/:id', (req) => {
    const { id } = parseInput(idParamsSchema, req.params);
    return updateElement(db, currentUserId(req), id, parseInput(updateElementSchema, req.body));
  });

  app.delete('/api/elements/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteElement(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
