import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type {
  ActiveShareLinkAnswer,
  PublicAddressAnswer,
  PublicationsAnswer,
  PublishAnswer,
  ShareLinkAnswer,
} from '../../model/api-answers';
import { idParamsSchema, idSchema } from '../../model/ids';
import { liveUrl, sharedUrl } from '../../model/page-urls';
import { shareTokenSchema } from '../../model/share-token';
import type { Quotas } from '../../model/limits';
import { PUBLICATION_READ_ONLY, updatePublicationSchema } from '../../model/publication';
import { text } from '../../model/text';
import type { Db } from '../db/database';
import { listPublications } from '../domain/publishing/list-publications';
import { namePublication } from '../domain/publishing/name-publication';
import { publishWebsite } from '../domain/publishing/publish-website';
import { restorePublication } from '../domain/publishing/restore-publication';
import { unpublishWebsite } from '../domain/publishing/unpublish-website';
import {
  createShareLink,
  findActiveShareLink,
  revokeShareLink,
  type ShareLink,
} from '../domain/sharing/share-links';
import { currentUserId } from '../http/current-user';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import { parseInput, parseWrite } from '../validation';
import type { LivePages } from '../public/live-pages';
import type { PageCache } from '../public/page-cache';
import type { Renderer } from '../public/renderer';
import type { Services } from '../services';

type Options = {
  db: Db;
  cache: PageCache;
  pages: LivePages;
  address: PublicAddress;
  quotas: Quotas;
  renderer: Renderer;
  services: Pick<Services, 'clock' | 'jobBell'>;
};

const publicationParams = z.strictObject({ id: idSchema, publicationId: idSchema });
const tokenParams = z.strictObject({ token: shareTokenSchema });
/** The spec's payload: websiteName is accepted (the original app sent it) but the name comes from the website. */
const createPreviewSchema = z.strictObject({
  websiteId: idSchema,
  websiteName: text(200).optional(),
});

export function publishingRoutes(
  app: FastifyInstance,
  { db, cache, pages, address, quotas, renderer, services }: Options,
): void {
  const shareAnswer = (link: ShareLink, origin: string): ShareLinkAnswer => ({
    ...link,
    publicUrl: sharedUrl(origin, link.token),
  });

  app.post('/api/websites/:id/publish', async (req, reply): Promise<PublishAnswer> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const origin = publicOrigin(req, address);
    const { toldWebhooks, ...published } = await publishWebsite(
      db,
      currentUserId(req),
      id,
      quotas,
      renderer,
      origin,
      new Date(services.clock.now()),
    );
    if (toldWebhooks > 0) services.jobBell.ring();
    cache.forgetPointers();
    const slug = published.website.slug ?? '';
    // The page is prepared now, while the coach waits for Publish, not by its first visitor.
    await pages.livePage(published.publication.id, liveUrl(origin, slug));
    reply.status(201);
    return { ...published, url: liveUrl(origin, slug) };
  });

  // Where visitors reach live pages, for the builder to show (PUBLIC_URL can differ from its own address).
  app.get('/api/public-address', (req): PublicAddressAnswer => ({
    origin: publicOrigin(req, address),
  }));

  app.post('/api/websites/:id/unpublish', async (req) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const website = await unpublishWebsite(db, currentUserId(req), id);
    cache.forgetPointers();
    return website;
  });

  app.get('/api/websites/:id/publications', async (req): Promise<PublicationsAnswer> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return { publications: await listPublications(db, currentUserId(req), id) };
  });

  app.patch('/api/websites/:id/publications/:publicationId', (req) => {
    const { id, publicationId } = parseInput(publicationParams, req.params);
    const { label } = parseWrite(updatePublicationSchema, req.body, PUBLICATION_READ_ONLY);
    return namePublication(db, currentUserId(req), id, publicationId, label);
  });

  app.post('/api/websites/:id/publications/:publicationId/restore', (req) => {
    const { id, publicationId } = parseInput(publicationParams, req.params);
    return restorePublication(db, currentUserId(req), id, publicationId, quotas);
  });

  app.get('/api/websites/:id/share', async (req): Promise<ActiveShareLinkAnswer> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const link = await findActiveShareLink(db, currentUserId(req), id);
    return { link: link && shareAnswer(link, publicOrigin(req, address)) };
  });

  app.post('/api/share/create-public-preview', async (req, reply) => {
    const { websiteId } = parseInput(createPreviewSchema, req.body);
    const link = await createShareLink(db, currentUserId(req), websiteId);
    reply.status(201);
    return shareAnswer(link, publicOrigin(req, address));
  });

  app.delete('/api/share/:token', async (req, reply) => {
    const { token } = parseInput(tokenParams, req.params);
    await revokeShareLink(db, currentUserId(req), token);
    return reply.status(204).send();
  });
}
