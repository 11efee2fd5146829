import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import type { Quotas } from '../../model/limits';
import {
  addElementSchema,
  reorderElementsSchema,
  SECTION_READ_ONLY,
  updateSectionSchema,
} from '../../model/website';
import type { Db } from '../db/database';
import { addElement } from '../domain/elements/add-element';
import { reorderElements } from '../domain/elements/reorder-elements';
import { deleteSection } from '../domain/sections/delete-section';
import { updateSection } from '../domain/sections/update-section';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { parseInput, parseWrite } from '../validation';

export function sectionRoutes(app: FastifyInstance, db: Db, quotas: Quotas): void {
  app.patch('/api/sections/:id', (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const input = parseWrite(updateSectionSchema, req.body, SECTION_READ_ONLY);
    return answerOnce(db, req, reply, 200, (tx) =>
      updateSection(tx, currentUserId(req), id, input),
    );
  });

  app.delete('/api/sections/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteSection(db, currentUserId(req), id);
    return reply.status(204).send();
  });

  app.post('/api/sections/:id/elements', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const input = parseInput(addElementSchema, req.body);
    return answerOnce(db, req, reply, 201, (tx) =>
      addElement(tx, currentUserId(req), id, input, quotas),
    );
  });

  app.post('/api/sections/:id/elements/reorder', async (req) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const { elementIds } = parseInput(reorderElementsSchema, req.body);
    return { elements: await reorderElements(db, currentUserId(req), id, elementIds) };
  });
}
