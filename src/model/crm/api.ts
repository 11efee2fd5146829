import { z } from 'zod';
import { readOnlyKeys } from '../read-only';
import { text } from '../text';

/**
 * The CRM tab's API over the coach's CRM (`/api/crm/...`) (the lead inbox's is inbox-api.ts):
 * what the browser sends (zod schemas, checked again by the server) and what it gets back. The
 * provider's token never appears in any of it: only its last four characters (`apiKeyHint`).
 */

const providerId = text(100).regex(/^[A-Za-z0-9_-]+$/, 'may hold only letters, digits, - and _');

/** The CRMs a coach can connect (decision 025): each speaks the server's CrmPort. */
export const CRM_PROVIDERS = ['gohighlevel', 'hubspot'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/** What a provider can do beyond contacts, notes, tags and deals: the screens show only these. */
export type CrmCapabilities = {
  calendars: boolean;
  chatWidget: boolean;
  /** The statuses a lead (deal) can be given: HubSpot's deals cannot be abandoned. */
  leadStatuses: readonly CrmLeadStatus[];
};

/**
 * PUT /api/crm/connection: the provider (GoHighLevel when absent), its token, and for GoHighLevel
 * the location it is for (HubSpot's token names its own account).
 */
export const crmConnectSchema = z
  .strictObject({
    provider: z.enum(CRM_PROVIDERS).default('gohighlevel'),
    apiKey: text(500).trim().min(1, 'is required'),
    locationId: providerId.trim().min(1, 'is required').optional(),
  })
  .superRefine((input, context) => {
    if (input.provider === 'gohighlevel' && !input.locationId) {
      context.addIssue({ code: 'custom', path: ['locationId'], message: 'is required' });
    }
  });
export type CrmConnectInput = z.infer<typeof crmConnectSchema>;

/** When a lead becomes an opportunity: the message mentions coaching (spec), always, or never. */
export const LEAD_RULES = ['keyword', 'always', 'never'] as const;
export type LeadRule = (typeof LEAD_RULES)[number];

/** PATCH /api/crm/connection: the lead rule and where new opportunities go. */
export const crmLeadSettingsSchema = z.strictObject({
  leadRule: z.enum(LEAD_RULES).optional(),
  pipelineId: providerId.nullable().optional(),
  pipelineStageId: providerId.nullable().optional(),
});
export type CrmLeadSettingsInput = z.infer<typeof crmLeadSettingsSchema>;

/** GET/PUT/PATCH /api/crm/connection */
export type CrmConnectionAnswer =
  /** `reconnect`: a connection was kept but can no longer be used (the server's key changed). */
  | { connected: false; reconnect?: string }
  | {
      connected: true;
      provider: CrmProvider;
      /** The provider's name as coaches know it. */
      providerName: string;
      /** The provider's account: GoHighLevel's location, HubSpot's portal. */
      accountId: string;
      accountName: string;
      capabilities: CrmCapabilities;
      /** The last 4 characters of the key, to recognise it by. */
      apiKeyHint: string;
      leadRule: LeadRule;
      pipelineId: string | null;
      pipelineStageId: string | null;
    };

/** What PATCH /api/crm/connection ignores of the GET's answer (the connection itself). */
export const CRM_CONNECTION_READ_ONLY = readOnlyKeys<
  Extract<CrmConnectionAnswer, { connected: true }>,
  CrmLeadSettingsInput
>({
  connected: true,
  provider: true,
  providerName: true,
  accountId: true,
  accountName: true,
  capabilities: true,
  apiKeyHint: true,
});

export type CrmContact = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  source: string;
  tags: string[];
  /** ISO. */
  dateAdded: string | null;
};

/** GET /api/crm/contacts?limit=&query=&cursor= */
export const crmContactsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  query: text(200).optional(),
  cursor: text(200).optional(),
});

/** GET /api/crm/contacts */
export type CrmContactsAnswer = {
  contacts: CrmContact[];
  total: number;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

/** POST /api/crm/contacts and PUT /api/crm/contacts/{id} */
export const crmContactInputSchema = z.strictObject({
  firstName: text(100).trim().optional(),
  lastName: text(100).trim().optional(),
  email: z.union([z.literal(''), z.email('must be an email address').max(254)]).optional(),
  phone: text(40)
    .trim()
    .regex(/^[+0-9()./\s-]*$/, 'may hold only digits, spaces and + ( ) - .')
    .optional(),
});
export type CrmContactInput = z.infer<typeof crmContactInputSchema>;

/** What PUT /api/crm/contacts/{id} ignores of a contact as GET answered it. */
export const CRM_CONTACT_READ_ONLY = readOnlyKeys<CrmContact, CrmContactInput>({
  id: true,
  source: true,
  tags: true,
  dateAdded: true,
});

/** Answers of POST /api/crm/contacts and PUT /api/crm/contacts/{id} */
export type CrmContactAnswer = { contact: CrmContact };

export type CrmCalendar = {
  id: string;
  name: string;
  description: string;
  /** The booking widget's slug, when the calendar has one. */
  widgetSlug: string | null;
};

/** GET /api/crm/calendars */
export type CrmCalendarsAnswer = { calendars: CrmCalendar[] };

/** GET /api/crm/calendars/{id}/events?from=&to= (ISO dates or date-times) */
export const crmEventsQuerySchema = z.strictObject({
  from: z.iso.datetime({ offset: true }).or(z.iso.date()),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()),
});

export type CrmEvent = {
  id: string;
  title: string;
  calendarId: string;
  contactId: string | null;
  status: string;
  /** ISO. */
  startTime: string;
  endTime: string;
  /** When it was booked (ISO), when the provider says. */
  bookedAt: string | null;
};

export type CrmEventsAnswer = { events: CrmEvent[] };

/** POST /api/crm/appointments */
export const crmAppointmentInputSchema = z.strictObject({
  calendarId: providerId,
  contactId: providerId,
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }).optional(),
  title: text(200).trim().optional(),
});
export type CrmAppointmentInput = z.infer<typeof crmAppointmentInputSchema>;

export type CrmAppointmentAnswer = { event: CrmEvent };

export type CrmPipeline = { id: string; name: string; stages: { id: string; name: string }[] };

/** GET /api/crm/pipelines */
export type CrmPipelinesAnswer = { pipelines: CrmPipeline[] };

/** The provider's opportunity statuses. */
export const CRM_LEAD_STATUSES = ['open', 'won', 'lost', 'abandoned'] as const;
export type CrmLeadStatus = (typeof CRM_LEAD_STATUSES)[number];

/** GET /api/crm/leads?status= */
export const crmLeadsQuerySchema = z.strictObject({
  status: z.enum([...CRM_LEAD_STATUSES, 'all']).default('all'),
});

/** PUT /api/crm/leads/{id} */
export const crmLeadStatusSchema = z.strictObject({ status: z.enum(CRM_LEAD_STATUSES) });

export type CrmLead = {
  id: string;
  name: string;
  contactId: string;
  status: CrmLeadStatus;
  /** True while the lead is open in the first stage of its pipeline: the spec's 'new' badge. */
  isNew: boolean;
  pipelineId: string;
  pipelineStageId: string | null;
  source: string;
  monetaryValue: number | null;
  /** ISO. */
  createdAt: string | null;
};

/** What PUT /api/crm/leads/{id} ignores of a lead as GET answered it: all but its status. */
export const CRM_LEAD_READ_ONLY = readOnlyKeys<CrmLead, z.infer<typeof crmLeadStatusSchema>>({
  id: true,
  name: true,
  contactId: true,
  isNew: true,
  pipelineId: true,
  pipelineStageId: true,
  source: true,
  monetaryValue: true,
  createdAt: true,
});

export type CrmLeadsAnswer = { leads: CrmLead[]; total: number };
export type CrmLeadAnswer = { lead: CrmLead };

export const CRM_OVERVIEW_PARTS = ['stats', 'contacts', 'calendars', 'leads'] as const;
export type CrmOverviewPart = (typeof CRM_OVERVIEW_PARTS)[number];

/** GET /api/crm/overview: the connect flow's four reads; a part that failed is null and listed. */
export type CrmOverviewAnswer = {
  stats: { totalContacts: number; totalAppointments: number } | null;
  /** The 10 newest contacts. */
  contacts: CrmContact[] | null;
  calendars: CrmCalendar[] | null;
  leads: CrmLead[] | null;
  failed: CrmOverviewPart[];
};
