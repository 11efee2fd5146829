import { z } from 'zod';

/**
 * What the provider answers, as far as we read it (crm/openapi/). Unknown fields are dropped;
 * a field we rely on that is missing makes the answer refused, never guessed at.
 */
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const providerContact = z.object({
  id: z.string(),
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  phone: optionalText,
  source: optionalText,
  tags: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  dateAdded: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

export const contactsPage = z.object({
  contacts: z.array(providerContact),
  meta: z
    .object({
      total: z.number().nullish(),
      startAfterId: z.string().nullish(),
      startAfter: z.number().nullish(),
      nextPageUrl: z.string().nullish(),
    })
    .nullish(),
  total: z.number().nullish(),
  count: z.number().nullish(),
});

export const contactAnswer = z.object({ contact: providerContact });
/** GET /contacts/search/duplicate: the contact found, or none (`null`, or no field at all). */
export const duplicateAnswer = z.object({ contact: providerContact.nullish() });
export const tagsAnswer = z.object({ tags: z.array(z.string()).nullish() });

export const providerNote = z.object({ id: z.string(), body: optionalText });
export const notesAnswer = z.object({ notes: z.array(providerNote) });
export const noteAnswer = z.object({ note: providerNote });

export const providerCalendar = z.object({
  id: z.string(),
  name: optionalText,
  description: optionalText,
  widgetSlug: z
    .string()
    .nullish()
    .transform((v) => v || null),
});
export const calendarsAnswer = z.object({ calendars: z.array(providerCalendar) });

/** A date and time the provider writes ('2026-11-24T15:00:00+00:00'); anything unreadable is refused. */
const moment = z.string().refine((v) => Number.isFinite(Date.parse(v)), 'is not a date');

export const providerEvent = z.object({
  id: z.string(),
  title: optionalText,
  calendarId: z.string(),
  contactId: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  appointmentStatus: optionalText,
  startTime: moment,
  endTime: moment,
  dateAdded: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export const eventsAnswer = z.object({ events: z.array(providerEvent) });

export const pipelinesAnswer = z.object({
  pipelines: z.array(
    z.object({
      id: z.string(),
      name: optionalText,
      stages: z
        .array(z.object({ id: z.string(), name: optionalText }))
        .nullish()
        .transform((v) => v ?? []),
    }),
  ),
});

export const providerOpportunity = z.object({
  id: z.string(),
  name: optionalText,
  contactId: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  contact: z.object({ id: z.string() }).nullish(),
  status: z.enum(['open', 'won', 'lost', 'abandoned']),
  pipelineId: z.string(),
  pipelineStageId: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  source: optionalText,
  monetaryValue: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  createdAt: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export const opportunitiesAnswer = z.object({
  opportunities: z.array(providerOpportunity),
  meta: z.object({ total: z.number().nullish() }).nullish(),
});
export const opportunityAnswer = z.object({ opportunity: providerOpportunity });

export const locationAnswer = z.object({
  location: z.object({ id: z.string(), name: optionalText, timezone: z.string().nullish() }),
});

export type ProviderContact = z.infer<typeof providerContact>;
export type ProviderOpportunity = z.infer<typeof providerOpportunity>;
