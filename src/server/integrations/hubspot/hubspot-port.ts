import { KeptAnswers } from '../crm/kept-answers';
import type { CrmAccount, CrmCallOptions, CrmPort, CrmSession } from '../crm/crm-port';
import { createContact, deleteContact, findContact, listContacts, updateContact } from './contacts';
import { findOpenDeal, listDeals, openDeal, setDealStatus } from './deals';
import { connectAccount } from './account';
import { addNote, listNotes } from './notes';
import { asCrmPipeline, loadPipelines, type Pipeline } from './pipelines';
import { hubspotClient, HubSpotTransport, type HubSpotSettings } from './transport';

export type { HubSpotSettings } from './transport';

/**
 * HubSpot (HUBSPOT_API_URL, through its official client) behind the CrmPort: a private app's
 * token names its own portal. No calendars (HubSpot's meetings are out of scope), no chat widget.
 */
export function hubspotPort(settings: HubSpotSettings): CrmPort {
  const transport = new HubSpotTransport(settings);
  const kept = new KeptAnswers(settings.clock);
  return {
    provider: 'hubspot',
    label: 'HubSpot',
    // HubSpot has no chat widget or calendars Coachsite uses, and its deals cannot be abandoned.
    capabilities: { calendars: false, chatWidget: false, leadStatuses: ['open', 'won', 'lost'] },
    connect: (token) =>
      connectAccount(transport, settings.baseUrl, token, () => settings.clock.now()),
    session(account: CrmAccount, options: CrmCallOptions = {}): CrmSession {
      const client = hubspotClient(settings.baseUrl, account.token);
      const call = transport.for(account.accountId, client, options.signal);
      // The stages' metadata (closed, probability) is read once a session, when first needed.
      let pipelines: Promise<Pipeline[]> | undefined;
      const stages = () => {
        if (!pipelines) {
          pipelines = loadPipelines(call);
          pipelines.catch(() => {
            pipelines = undefined;
          });
        }
        return pipelines;
      };
      return {
        findContact: (by) => findContact(call, by),
        createContact: (fields) => createContact(call, fields),
        updateContact: (id, fields) => updateContact(call, id, fields),
        deleteContact: (id) => deleteContact(call, id),
        // HubSpot has no tags (and no standard multi-value property for them): nothing to add.
        addTags: async () => undefined,
        listNotes: (contactId) => listNotes(call, contactId),
        addNote: (contactId, body) => addNote(call, settings.clock, contactId, body),
        listContacts: (listOptions) => listContacts(call, listOptions),
        listPipelines: async () => (await stages()).map(asCrmPipeline),
        findOpenDeal: (contactId, pipelineId) => findOpenDeal(call, stages, contactId, pipelineId),
        openDeal: (deal) => openDeal(call, stages, deal),
        listDeals: (status, limit) => listDeals(call, stages, status, limit),
        setDealStatus: (id, status) => setDealStatus(call, stages, id, status),
      };
    },
    coolingDownFor: (accountId) => transport.coolingDownFor(accountId),
    remember: (key, ttlMs, load) => kept.remember(key, ttlMs, load),
  };
}
