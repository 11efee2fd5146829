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
  recentDeliveries,
} from '../domain/webhooks/endpoints';
import { sendTestEvent } from '../domain/webhooks/send-test-event';
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
    const now = new Date(services.clock.now());
    const deliveryId = await sendTestEvent(db, currentUserId(request), id, now);
    services.jobBell.ring();
    reply.status(202);
    return { id: deliveryId };
  });
}
