import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  killerCopyRequestSchema,
  offerRequestSchema,
  socialRequestSchema,
  writePageRequestSchema,
} from '../../model/ai/api';
import type { Db } from '../db/database';
import {
  generateKillerCopy,
  generateOffer,
  generateSocial,
  type GenerationContext,
} from '../domain/ai/generate-content';
import { suggestStoryBeat } from '../domain/ai/suggest-story-beat';
import { writePage } from '../domain/ai/write-page';
import { storyBeatRequestSchema } from '../../model/stories/frameworks';
import { currentUserId } from '../http/current-user';
import { requestSignal } from '../http/request-signal';
import type { Services } from '../services';
import { parseInput } from '../validation';

type Options = { db: Db; services: Services };

/** The AI calls (spec point 7, issue 12): each writes for an avatar and keeps what it wrote. */
export function aiRoutes(app: FastifyInstance, { db, services }: Options): void {
  const context = (req: FastifyRequest, reply: FastifyReply): GenerationContext => ({
    db,
    services,
    userId: currentUserId(req),
    signal: requestSignal(reply),
  });

  app.post('/api/ai/generate-killer-copy', async (req, reply) => {
    const input = parseInput(killerCopyRequestSchema, req.body ?? {});
    return generateKillerCopy(context(req, reply), input);
  });

  app.post('/api/ai/generate-social-content', async (req, reply) => {
    const input = parseInput(socialRequestSchema, req.body ?? {});
    return generateSocial(context(req, reply), input);
  });

  app.post('/api/ai/generate-grand-slam-offer', async (req, reply) => {
    const input = parseInput(offerRequestSchema, req.body ?? {});
    return generateOffer(context(req, reply), input);
  });

  app.post('/api/ai/story-beat', async (req, reply) => {
    const input = parseInput(storyBeatRequestSchema, req.body ?? {});
    return suggestStoryBeat(context(req, reply), input);
  });

  app.post('/api/ai/write-page', async (req, reply) => {
    const input = parseInput(writePageRequestSchema, req.body ?? {});
    return writePage(context(req, reply), input);
  });
}
