import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import type { Quotas } from '../../model/limits';
import {
  addSectionSchema,
  createWebsiteSchema,
  reorderSectionsSchema,
  updateWebsiteSchema,
  WEBSITE_READ_ONLY,
} from '../../model/website';
import type { Db } from '../db/database';
import type { PageCache } from '../public/page-cache';
import { addSection } from '../domain/sections/add-section';
import { reorderSections } from '../domain/sections/reorder-sections';
import { createWebsite } from '../domain/websites/create-website';
import { deleteWebsite } from '../domain/websites/delete-website';
import { duplicateWebsite } from '../domain/websites/duplicate-website';
import { getWebsite } from '../domain/websites/get-website';
import { listWebsites } from '../domain/websites/list-websites';
import { updateWebsite } from '../domain/websites/update-website';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { parseInput, parseWrite } from '../validation';

type Options = { db: Db; cache: PageCache; quotas: Quotas };

export function websiteRoutes(app: FastifyInstance, { db, cache, quotas }: Options): void {
  app.get('/api/websites', (req) => listWebsites(db, currentUserId(req)));

  app.post('/api/websites', async (req, reply) => {
    const input = parseInput(createWebsiteSchema, req.body);
    return answerOnce(db, req, reply, 201, (tx) =>
      createWebsite(tx, currentUserId(req), input, quotas),
    );
  });

  app.get('/api/websites/:id', (req) => {
    const { id } = parseInput(idParamsSchema, req.params);
    return getWebsite(db, currentUserId(req), id);
  });

  app.patch('/api/websites/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const input = parseWrite(updateWebsiteSchema, req.body, WEBSITE_READ_ONLY);
    const website = await answerOnce(db, req, reply, 200, (tx) =>
      updateWebsite(tx, currentUserId(req), id, input),
    );
    // A new address: the old one stops showing the page at once in this process.
    if (input.slug !== undefined) cache.forgetPointers();
    return website;
  });

  app.delete('/api/websites/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteWebsite(db, currentUserId(req), id);
    cache.forgetPointers();
    return reply.status(204).send();
  });

  app.post('/api/websites/:id/duplicate', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    return answerOnce(db, req, reply, 201, (tx) =>
      duplicateWebsite(tx, currentUserId(req), id, quotas),
    );
  });

  app.post('/api/websites/:id/sections', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const input = parseInput(addSectionSchema, req.body);
    return answerOnce(db, req, reply, 201, (tx) =>
      addSection(tx, currentUserId(req), id, input, quotas),
    );
  });

  app.post('/api/websites/:id/sections/reorder', async (req) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const { sectionIds } = parseInput(reorderSectionsSchema, req.body);
    return { sections: await reorderSections(db, currentUserId(req), id, sectionIds) };
  });
}
