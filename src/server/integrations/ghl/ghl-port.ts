import { CRM_LEAD_STATUSES } from '../../../model/crm/api';
import type { Clock } from '../../clock';
import type { CrmAccount, CrmCallOptions, CrmPort, CrmSession } from '../crm/crm-port';
import { CrmContactExists, CrmFieldError } from '../crm/crm-port';
import { KeptAnswers } from '../crm/kept-answers';
import { createAppointment, listCalendars, listEvents } from './calendars';
import {
  addNote,
  addTags,
  createContact,
  deleteContact,
  findContactBy,
  listContacts,
  listNotes,
  updateContact,
} from './contacts';
import { GhlError, PROVIDER } from './errors';
import { getLocation } from './locations';
import {
  createOpportunity,
  listPipelines,
  searchOpportunities,
  setOpportunityStatus,
  toLead,
} from './opportunities';
import { GhlTransport, type GhlCall } from './transport';

type Cursor = { id: string; at: number };

/** The provider's cursor (startAfterId + startAfter) as one opaque string for the browser. */
function encodeCursor(cursor: Cursor | null): string | null {
  return cursor ? Buffer.from(`${cursor.at}:${cursor.id}`).toString('base64url') : null;
}

function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const [at, ...id] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  const joined = id.join(':');
  if (!at || !/^[0-9]{1,15}$/.test(at) || !/^[A-Za-z0-9_-]{1,100}$/.test(joined)) {
    throw new CrmFieldError('cursor', 'is invalid');
  }
  return { at: Number(at), id: joined };
}

/** One location's GoHighLevel through the port. */
function ghlSession(call: GhlCall, locationId: string): CrmSession {
  return {
    findContact: (by) => findContactBy(call, locationId, by),
    async createContact(fields) {
      try {
        return await createContact(call, locationId, fields);
      } catch (error) {
        // The location's duplicate rule refuses a second contact with 400: look again.
        if (error instanceof GhlError && error.status === 400) {
          throw new CrmContactExists(PROVIDER, 400, error.statusText, error.reason, null);
        }
        throw error;
      }
    },
    updateContact: (id, fields) => updateContact(call, id, fields),
    deleteContact: (id) => deleteContact(call, id),
    addTags: (contactId, tags) => addTags(call, contactId, tags),
    listNotes: (contactId) => listNotes(call, contactId),
    addNote: (contactId, body) => addNote(call, contactId, body),
    async listContacts({ limit, query, cursor }) {
      const after = decodeCursor(cursor);
      const page = await listContacts(call, locationId, { limit, query, after });
      return { contacts: page.contacts, total: page.total, nextCursor: encodeCursor(page.next) };
    },
    listPipelines: () => listPipelines(call, locationId),
    async findOpenDeal(contactId, pipelineId) {
      const { opportunities } = await searchOpportunities(call, locationId, {
        contactId,
        pipelineId,
        status: 'open',
      });
      return opportunities.find((o) => o.pipelineId === pipelineId)?.id ?? null;
    },
    async openDeal({ stageId, ...deal }) {
      const made = await createOpportunity(call, locationId, {
        ...deal,
        ...(stageId ? { pipelineStageId: stageId } : {}),
      });
      return { id: made.id };
    },
    async listDeals(status, limit) {
      const [found, pipelines] = await Promise.all([
        searchOpportunities(call, locationId, { status, limit }),
        listPipelines(call, locationId),
      ]);
      return { leads: found.opportunities.map((o) => toLead(o, pipelines)), total: found.total };
    },
    async setDealStatus(id, status) {
      const [opportunity, pipelines] = await Promise.all([
        setOpportunityStatus(call, id, status),
        listPipelines(call, locationId),
      ]);
      return toLead(opportunity, pipelines);
    },
    calendars: {
      list: () => listCalendars(call, locationId),
      events: (calendarId, from, to) => listEvents(call, locationId, calendarId, from, to),
      book: (input) => createAppointment(call, locationId, input),
    },
  };
}

/** GoHighLevel (GHL_API_URL) behind the CrmPort, keeping each location's rate limits. */
export function ghlPort(settings: { baseUrl: string; clock: Clock }): CrmPort {
  const transport = new GhlTransport(settings);
  const kept = new KeptAnswers(settings.clock);
  return {
    provider: 'gohighlevel',
    label: PROVIDER,
    capabilities: { calendars: true, chatWidget: true, leadStatuses: CRM_LEAD_STATUSES },
    async connect(token, locationId) {
      if (!locationId) throw new CrmFieldError('locationId', 'is required');
      return getLocation(transport.for({ token, locationId }), locationId);
    },
    session(account: CrmAccount, options: CrmCallOptions = {}) {
      const bound = transport.for({ token: account.token, locationId: account.accountId });
      const call: GhlCall = (request) => bound({ ...request, ...options });
      return ghlSession(call, account.accountId);
    },
    coolingDownFor: (accountId) => transport.gate(accountId).closedFor(),
    remember: (key, ttlMs, load) => kept.remember(key, ttlMs, load),
  };
}
