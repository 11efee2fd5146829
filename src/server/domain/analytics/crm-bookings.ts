import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { BookingsSource } from '../../../model/analytics/analytics';
import { dayOf, type Day } from '../../../model/analytics/date-range';
import type { CrmEvent } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { leads } from '../../db/schema';
import type { CrmCalendars } from '../../integrations/crm/crm-port';
import type { Services } from '../../services';
import { callerFor, connectionRow, portOf, type CrmContext } from '../crm/connection-rows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far after its booking day an appointment is looked for (it is asked for by its start). */
const AHEAD_MS = 90 * DAY_MS;
/** How long before a booking its lead may have been sent. */
const LEAD_LOOKBACK_MS = 90 * DAY_MS;
/** The longest window asked of the provider at once. */
const CHUNK_MS = 90 * DAY_MS;
/** How long the calendar's events are kept in memory before they are asked for again. */
const EVENTS_TTL_MS = 60_000;
const CANCELLED = new Set(['cancelled', 'canceled', 'invalid', 'noshow']);

export type Bookings = { source: BookingsSource; byDay: Map<Day, number> };

type Kept = { at: number; events: Promise<CrmEvent[]> };
/** Per services object (one per app), so two apps in one test never share what they read. */
const keptBy = new WeakMap<Services, Map<string, Kept>>();

async function calendarEvents(
  calendars: CrmCalendars,
  start: number,
  end: number,
): Promise<CrmEvent[]> {
  const events: CrmEvent[] = [];
  for (const calendar of await calendars.list()) {
    for (let from = start; from < end; from += CHUNK_MS) {
      const to = Math.min(end, from + CHUNK_MS);
      events.push(...(await calendars.events(calendar.id, from, to)));
    }
  }
  return events;
}

/** The account's events in a window, from memory when asked for in the last minute. */
function eventsFor(
  services: Services,
  { row }: CrmContext,
  calendars: CrmCalendars,
  start: number,
  end: number,
) {
  const key = `${row.provider}|${row.accountId}|${row.tokenHint}|${start}|${end}`;
  const now = services.clock.now();
  const keptEvents = keptBy.get(services) ?? new Map<string, Kept>();
  keptBy.set(services, keptEvents);
  const kept = keptEvents.get(key);
  if (kept && now - kept.at < EVENTS_TTL_MS) return kept.events;
  const events = calendarEvents(calendars, start, end);
  keptEvents.set(key, { at: now, events });
  events.catch(() => keptEvents.delete(key));
  if (keptEvents.size > 500) keptEvents.delete(keptEvents.keys().next().value ?? key);
  return events;
}

/**
 * Booked calls: appointments in the coach's CRM calendars whose contact sent one of the
 * coach's forms first. Each counts on the day it was booked, for the website of the last form its
 * contact sent before booking. Without a connection, or when the provider cannot be reached, the
 * answer says so and counts none.
 */
export async function crmBookings(
  db: Db,
  services: Services,
  userId: number,
  window: { websiteId?: number; start: number; end: number },
): Promise<Bookings> {
  const byDay = new Map<Day, number>();
  const row = await connectionRow(db, userId);
  if (!row) return { source: 'not-connected', byDay };
  if (!portOf(services, row).capabilities.calendars) return { source: 'no-calendars', byDay };
  const sent = await db
    .select({ contactId: leads.contactId, websiteId: leads.websiteId, createdAt: leads.createdAt })
    .from(leads)
    .where(
      and(
        eq(leads.userId, userId),
        isNotNull(leads.contactId),
        gte(leads.createdAt, new Date(window.start - LEAD_LOOKBACK_MS)),
        lt(leads.createdAt, new Date(window.end)),
      ),
    );
  if (sent.length === 0) return { source: 'crm', byDay };
  const byContact = new Map<string, { websiteId: number | null; at: number }[]>();
  for (const lead of sent) {
    const list = byContact.get(lead.contactId ?? '') ?? [];
    list.push({ websiteId: lead.websiteId, at: lead.createdAt.getTime() });
    byContact.set(lead.contactId ?? '', list);
  }
  let events: CrmEvent[];
  try {
    const context = callerFor(services, row);
    const calendars = context.crm.calendars;
    if (!calendars) return { source: 'no-calendars', byDay };
    events = await eventsFor(services, context, calendars, window.start, window.end + AHEAD_MS);
  } catch {
    return { source: 'unavailable', byDay };
  }
  for (const event of events) {
    if (!event.contactId || CANCELLED.has(event.status.toLowerCase())) continue;
    const bookedAt = Date.parse(event.bookedAt ?? event.startTime);
    if (!(bookedAt >= window.start && bookedAt < window.end)) continue;
    const before = (byContact.get(event.contactId) ?? []).filter((l) => l.at <= bookedAt);
    const lead = before.sort((a, b) => b.at - a.at)[0];
    if (!lead) continue;
    if (window.websiteId !== undefined && lead.websiteId !== window.websiteId) continue;
    const day = dayOf(bookedAt);
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  return { source: 'crm', byDay };
}
