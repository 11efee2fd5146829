import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CRM_CONNECTION_READ_ONLY,
  CRM_CONTACT_READ_ONLY,
  CRM_LEAD_READ_ONLY,
  crmAppointmentInputSchema,
  crmConnectSchema,
  crmContactInputSchema,
  crmContactsQuerySchema,
  crmEventsQuerySchema,
  crmLeadSettingsSchema,
  crmLeadStatusSchema,
  crmLeadsQuerySchema,
  type CrmAppointmentAnswer,
  type CrmCalendarsAnswer,
  type CrmConnectionAnswer,
  type CrmContactAnswer,
  type CrmContactsAnswer,
  type CrmEventsAnswer,
  type CrmLeadAnswer,
  type CrmLeadsAnswer,
  type CrmOverviewAnswer,
  type CrmPipelinesAnswer,
} from '../../model/crm/api';
import { text } from '../../model/text';
import type { Db } from '../db/database';
import { bookCrmAppointment, crmCalendars, crmEvents } from '../domain/crm/calendars';
import {
  connectCrm,
  disconnectCrm,
  readConnection,
  updateLeadSettings,
} from '../domain/crm/connect';
import {
  addCrmContact,
  crmContacts,
  editCrmContact,
  removeCrmContact,
} from '../domain/crm/contacts';
import { crmLeads, crmPipelines, setCrmLeadStatus } from '../domain/crm/leads';
import { crmOverview } from '../domain/crm/overview';
import { currentUserId } from '../http/current-user';
import type { Services } from '../services';
import { parseInput, parseWrite } from '../validation';

type Options = { db: Db; services: Services };

const providerIdParams = z.strictObject({
  id: text(100).regex(/^[A-Za-z0-9_-]+$/, 'is not an id'),
});

/**
 * The CRM tab's API: the coach's GoHighLevel connection and, through it, their contacts,
 * calendars and leads. Every call is the signed-in coach's, with their own sealed token.
 */
export function crmRoutes(app: FastifyInstance, { db, services }: Options): void {
  app.get('/api/crm/connection', async (request): Promise<CrmConnectionAnswer> =>
    readConnection(db, services, currentUserId(request)),
  );

  app.put('/api/crm/connection', async (request): Promise<CrmConnectionAnswer> => {
    const userId = currentUserId(request);
    return connectCrm(db, services, userId, parseInput(crmConnectSchema, request.body ?? {}));
  });

  app.patch('/api/crm/connection', async (request): Promise<CrmConnectionAnswer> => {
    const userId = currentUserId(request);
    const input = parseWrite(crmLeadSettingsSchema, request.body ?? {}, CRM_CONNECTION_READ_ONLY);
    return updateLeadSettings(db, services, userId, input);
  });

  app.delete('/api/crm/connection', async (request, reply) => {
    await disconnectCrm(db, currentUserId(request));
    return reply.status(204).send();
  });

  app.get('/api/crm/overview', async (request): Promise<CrmOverviewAnswer> =>
    crmOverview(db, services, currentUserId(request)),
  );

  app.get('/api/crm/contacts', async (request): Promise<CrmContactsAnswer> => {
    const userId = currentUserId(request);
    return crmContacts(db, services, userId, parseInput(crmContactsQuerySchema, request.query));
  });

  app.post('/api/crm/contacts', async (request, reply) => {
    const userId = currentUserId(request);
    const input = parseInput(crmContactInputSchema, request.body ?? {});
    const answer: CrmContactAnswer = { contact: await addCrmContact(db, services, userId, input) };
    return reply.status(201).send(answer);
  });

  app.put('/api/crm/contacts/:id', async (request): Promise<CrmContactAnswer> => {
    const userId = currentUserId(request);
    const { id } = parseInput(providerIdParams, request.params);
    const input = parseWrite(crmContactInputSchema, request.body ?? {}, CRM_CONTACT_READ_ONLY);
    return { contact: await editCrmContact(db, services, userId, id, input) };
  });

  app.delete('/api/crm/contacts/:id', async (request, reply) => {
    const userId = currentUserId(request);
    const { id } = parseInput(providerIdParams, request.params);
    await removeCrmContact(db, services, userId, id);
    return reply.status(204).send();
  });

  app.get('/api/crm/calendars', async (request): Promise<CrmCalendarsAnswer> => ({
    calendars: await crmCalendars(db, services, currentUserId(request)),
  }));

  app.get('/api/crm/calendars/:id/events', async (request): Promise<CrmEventsAnswer> => {
    const userId = currentUserId(request);
    const { id } = parseInput(providerIdParams, request.params);
    const window = parseInput(crmEventsQuerySchema, request.query);
    return { events: await crmEvents(db, services, userId, id, window) };
  });

  app.post('/api/crm/appointments', async (request, reply) => {
    const userId = currentUserId(request);
    const input = parseInput(crmAppointmentInputSchema, request.body ?? {});
    const answer: CrmAppointmentAnswer = {
      event: await bookCrmAppointment(db, services, userId, input),
    };
    return reply.status(201).send(answer);
  });

  app.get('/api/crm/pipelines', async (request): Promise<CrmPipelinesAnswer> => ({
    pipelines: await crmPipelines(db, services, currentUserId(request)),
  }));

  app.get('/api/crm/leads', async (request): Promise<CrmLeadsAnswer> => {
    const userId = currentUserId(request);
    const { status } = parseInput(crmLeadsQuerySchema, request.query);
    return crmLeads(db, services, userId, status);
  });

  app.put('/api/crm/leads/:id', async (request): Promise<CrmLeadAnswer> => {
    const userId = currentUserId(request);
    const { id } = parseInput(providerIdParams, request.params);
    const { status } = parseWrite(crmLeadStatusSchema, request.body ?? {}, CRM_LEAD_READ_ONLY);
    return { lead: await setCrmLeadStatus(db, services, userId, id, status) };
  });
}
