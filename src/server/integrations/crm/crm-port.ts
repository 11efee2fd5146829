import type {
  CrmAppointmentInput,
  CrmCalendar,
  CrmCapabilities,
  CrmContact,
  CrmEvent,
  CrmLead,
  CrmLeadStatus,
  CrmPipeline,
  CrmProvider,
} from '../../../model/crm/api';

/**
 * What the domain asks of a coach's CRM (decision 025): one port, one implementation per provider
 * (integrations/ghl, integrations/hubspot). No domain file imports a provider's module; each
 * provider's ids, paths, cursors and quirks stay behind this.
 */

/**
 * A call to the provider that did not succeed. `status` is its HTTP status (null when it could not
 * be reached or did not answer in time); `reason` its own message, when it gave one.
 */
export class CrmError extends Error {
  constructor(
    /** The provider's name as coaches know it ('GoHighLevel', 'HubSpot'). */
    readonly provider: string,
    readonly status: number | null,
    readonly statusText: string,
    readonly reason: string | null,
    /** From a 429's Retry-After (or the provider's window), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(
      status === null
        ? `${provider} could not be reached: ${statusText}`
        : `${provider} API error: ${status} ${statusText}`,
    );
  }

  /** The provider refused what was asked (a bad token, a wrong account, a bad field). */
  get refused(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 429;
  }

  /** The token itself was refused: the coach must connect again, nothing else is wrong. */
  get unauthorised(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/**
 * A contact could not be made, perhaps because one with its email or phone is there already
 * (made meanwhile by someone else, or by an earlier try whose answer was lost): the caller looks
 * again. `existingId` when the provider names the contact.
 */
export class CrmContactExists extends CrmError {
  constructor(
    provider: string,
    status: number,
    statusText: string,
    reason: string | null,
    readonly existingId: string | null,
  ) {
    super(provider, status, statusText, reason);
  }
}

/** Something the coach sent that the provider's port cannot use (a cursor that is not its own). */
export class CrmFieldError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field} ${reason}`);
  }
}

export type ContactFields = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  source?: string;
  tags?: string[];
};

export type DealInput = {
  pipelineId: string;
  stageId?: string;
  name: string;
  contactId: string;
  source: string;
};

/** How a session's calls are made. */
export type CrmCallOptions = {
  signal?: AbortSignal;
  /**
   * Work no coach is waiting for (the lead outbox): it may be asked to wait while the coach's own
   * screens use the provider's request budget.
   */
  background?: boolean;
};

/** A coach's connection: which account, and its token (opened from its seal). */
export type CrmAccount = { accountId: string; token: string };

/** Calendars and bookings: a capability not every provider has. */
export type CrmCalendars = {
  list(): Promise<CrmCalendar[]>;
  /** A calendar's events between two moments (epoch ms). */
  events(calendarId: string, from: number, to: number): Promise<CrmEvent[]>;
  book(input: CrmAppointmentInput): Promise<CrmEvent>;
};

/** One account's CRM, ready to call. */
export type CrmSession = {
  /** The account's contact with this email (or phone); null when there is none. */
  findContact(by: { email: string } | { phone: string }): Promise<CrmContact | null>;
  /** Throws CrmContactExists when the provider refused it as (perhaps) a duplicate. */
  createContact(fields: ContactFields): Promise<CrmContact>;
  updateContact(id: string, fields: ContactFields): Promise<CrmContact>;
  deleteContact(id: string): Promise<void>;
  /** Adds tags to the contact's own; the tags it had are kept. */
  addTags(contactId: string, tags: string[]): Promise<void>;
  /** The contact's notes (to find one an earlier try made without our hearing back). */
  listNotes(contactId: string): Promise<{ id: string; body: string }[]>;
  addNote(contactId: string, body: string): Promise<{ id: string }>;
  /** A page of contacts, newest first; `cursor` is the port's own opaque string. */
  listContacts(options: {
    limit: number;
    query?: string;
    cursor?: string;
  }): Promise<{ contacts: CrmContact[]; total: number; nextCursor: string | null }>;
  listPipelines(): Promise<CrmPipeline[]>;
  /** The contact's open deal (opportunity) in this pipeline, if it has one. */
  findOpenDeal(contactId: string, pipelineId: string): Promise<string | null>;
  openDeal(deal: DealInput): Promise<{ id: string }>;
  /** Deals (GoHighLevel's opportunities) by status, newest first. */
  listDeals(
    status: CrmLeadStatus | 'all',
    limit: number,
  ): Promise<{ leads: CrmLead[]; total: number }>;
  setDealStatus(id: string, status: CrmLeadStatus): Promise<CrmLead>;
  /** Present only when the provider has calendars (`capabilities.calendars`). */
  calendars?: CrmCalendars;
};

export type CrmPort = {
  provider: CrmProvider;
  /** The provider's name as coaches know it. */
  label: string;
  /** What the screens may offer for this provider. */
  capabilities: CrmCapabilities;
  /**
   * Proves a token (and, where the provider has one, the account reference the coach typed) by
   * reading the account; answers the account's id and name.
   */
  connect(token: string, accountId: string | undefined): Promise<{ id: string; name: string }>;
  session(account: CrmAccount, options?: CrmCallOptions): CrmSession;
  /**
   * How long (ms) the provider asked us to leave this account alone (a 429's Retry-After); 0 when
   * calls may be made. While it runs, the coach's screens answer 503 without calling.
   */
  coolingDownFor(accountId: string): number;
  /** What `load` answers, kept for `ttlMs` (an account's pipelines for new leads). */
  remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
};

/** The ports the app knows, by provider. */
export type CrmPorts = Record<CrmProvider, CrmPort>;
