import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import {
  STORY_READ_ONLY,
  storyInputSchema,
  storyQuerySchema,
  type StoriesAnswer,
  type Story,
} from '../../model/stories/story';
import type { Db } from '../db/database';
import { listStories } from '../domain/stories/list-stories';
import { createStory, deleteStory, updateStory } from '../domain/stories/save-story';
import { findOwnedStory, storyFromRow } from '../domain/stories/story-rows';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { parseInput, parseWrite } from '../validation';

/** The coach's Story Memory Bank (issue 13). */
export function storyRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/stories', (req): Promise<StoriesAnswer> => {
    const query = parseInput(storyQuerySchema, req.query ?? {});
    return listStories(db, currentUserId(req), query);
  });

  app.post('/api/stories', (req, reply) => {
    const fields = parseInput(storyInputSchema, req.body ?? {});
    return answerOnce(db, req, reply, 201, (tx) => createStory(tx, currentUserId(req), fields));
  });

  app.get('/api/stories/:id', async (req): Promise<Story> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return storyFromRow(await findOwnedStory(db, currentUserId(req), id));
  });

  app.put('/api/stories/:id', (req): Promise<Story> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const fields = parseWrite(storyInputSchema, req.body ?? {}, STORY_READ_ONLY);
    return updateStory(db, currentUserId(req), id, fields);
  });

  app.delete('/api/stories/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteStory(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
