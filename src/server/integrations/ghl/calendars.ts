import type { CrmCalendar, CrmEvent } from '../../../model/crm/api';
import { calendarsAnswer, eventsAnswer, providerEvent } from './shapes';
import { read } from './read';
import type { GhlCall } from './transport';

type ProviderEvent = ReturnType<typeof providerEvent.parse>;

function toEvent(event: ProviderEvent): CrmEvent {
  return {
    id: event.id,
    title: event.title,
    calendarId: event.calendarId,
    contactId: event.contactId,
    status: event.appointmentStatus,
    startTime: new Date(event.startTime).toISOString(),
    endTime: new Date(event.endTime).toISOString(),
    bookedAt:
      event.dateAdded && Number.isFinite(Date.parse(event.dateAdded))
        ? new Date(event.dateAdded).toISOString()
        : null,
  };
}

export async function listCalendars(call: GhlCall, locationId: string): Promise<CrmCalendar[]> {
  const answer = read(
    calendarsAnswer,
    await call({ method: 'GET', path: '/calendars/', query: { locationId } }),
  );
  return answer.calendars.map(({ id, name, description, widgetSlug }) => ({
    id,
    name,
    description,
    widgetSlug,
  }));
}

/** A calendar's events between two moments (the provider takes epoch milliseconds). */
export async function listEvents(
  call: GhlCall,
  locationId: string,
  calendarId: string,
  from: number,
  to: number,
): Promise<CrmEvent[]> {
  const answer = read(
    eventsAnswer,
    await call({
      method: 'GET',
      path: '/calendars/events',
      query: { locationId, calendarId, startTime: from, endTime: to },
    }),
  );
  return answer.events.map(toEvent);
}

export async function createAppointment(
  call: GhlCall,
  locationId: string,
  appointment: {
    calendarId: string;
    contactId: string;
    startTime: string;
    endTime?: string;
    title?: string;
  },
): Promise<CrmEvent> {
  const answer = read(
    providerEvent,
    await call({
      method: 'POST',
      path: '/calendars/events/appointments',
      body: { locationId, ...appointment },
    }),
  );
  return toEvent(answer);
}
