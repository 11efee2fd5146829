import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import {
  webhookInputSchema,
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../model/webhooks/webhooks';
import type { Db } from '../db/database';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  ownEndpoint,
  recentDeliveries,
} from '../domain/webhooks/endpoints';
import { tellTestEvent } from '../domain/webhooks/tell-webhooks';
import { currentUserId } from '../http/current-user';
import type { Services } from '../services';
import { parseInput } from '../validation';

type Options = { db: Db; services: Services };

/** The coach's webhooks (issue 27): endpoints, their recent deliveries, and a test event. */
export function webhookRoutes(app: FastifyInstance, { db, services }: Options): void {
  app.get('/api/webhooks', async (request): Promise<{ webhooks: WebhookEndpoint[] }> => ({
    webhooks: await listEndpoints(db, currentUserId(request)),
  }));

  app.post('/api/webhooks', async (request, reply): Promise<CreatedWebhook> => {
    const input = parseInput(webhookInputSchema, request.body ?? {});
    const created = await createEndpoint(db, services, currentUserId(request), input);
    reply.status(201);
    return created;
  });

  app.delete('/api/webhooks/:id', async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await deleteEndpoint(db, currentUserId(request), id);
    return reply.status(204).send();
  });

  app.get(
    '/api/webhooks/:id/deliveries',
    async (request): Promise<{ deliveries: WebhookDelivery[] }> => {
      const { id } = parseInput(idParamsSchema, request.params);
      return { deliveries: await recentDeliveries(db, currentUserId(request), id) };
    },
  );

  app.post('/api/webhooks/:id/test', async (request, reply): Promise<{ id: string }> => {
    const { id } = parseInput(idParamsSchema, request.params);
    const endpoint = await ownEndpoint(db, currentUserId(request), id);
    const deliveryId = await tellTestEvent(db, endpoint.id, new Date(services.clock.now()));
    services.jobBell.ring();
    reply.status(202);
    return { id: deliveryId };
  });
}
