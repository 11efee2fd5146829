import type { FastifyInstance } from 'fastify';
import {
  inboxQuerySchema,
  type InboxAnswer,
  type InboxLeadAnswer,
} from '../../model/crm/inbox-api';
import { idParamsSchema } from '../../model/ids';
import type { Db } from '../db/database';
import { deleteLead, listInbox, retryLead } from '../domain/leads/inbox';
import { leadsCsv } from '../domain/leads/leads-csv';
import { leadStorage } from '../domain/leads/lead-storage';
import { currentUserId } from '../http/current-user';
import type { Services } from '../services';
import { parseInput } from '../validation';

type Options = { db: Db; services: Services };

/** The coach's lead inbox: what visitors sent through published pages' forms, and its delivery. */
export function leadRoutes(app: FastifyInstance, { db, services }: Options): void {
  app.get('/api/leads', async (request): Promise<InboxAnswer> => {
    const userId = currentUserId(request);
    const filter = parseInput(inboxQuerySchema, request.query);
    return {
      leads: await listInbox(db, userId, filter),
      storage: await leadStorage(db, userId, services.limits.leads.storedPerCoach),
    };
  });

  app.get('/api/leads.csv', async (request, reply) => {
    const userId = currentUserId(request);
    const filter = parseInput(inboxQuerySchema, request.query);
    const csv = leadsCsv(await listInbox(db, userId, filter));
    const day = new Date(services.clock.now()).toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  app.post('/api/leads/:id/retry', async (request): Promise<InboxLeadAnswer> => {
    const userId = currentUserId(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const lead = await retryLead(db, userId, id, new Date(services.clock.now()));
    services.jobBell.ring();
    return { lead };
  });

  app.delete('/api/leads/:id', async (request, reply) => {
    const userId = currentUserId(request);
    const { id } = parseInput(idParamsSchema, request.params);
    await deleteLead(db, userId, id);
    return reply.status(204).send();
  });
}
