import type { CrmAppointmentInput, CrmCalendar, CrmEvent } from '../../../model/crm/api';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { crmFor, type CrmContext } from './connection-rows';
import { viaProvider } from './provider-errors';

/** The provider's calendars; a provider without them (HubSpot) answers 400 saying so. */
function calendarsOf({ crm, port }: CrmContext) {
  if (!crm.calendars) {
    throw new AppError('bad_request', `${port.label} has no calendars Coachsite can use.`);
  }
  return crm.calendars;
}

export async function crmCalendars(
  db: Db,
  services: Services,
  userId: number,
): Promise<CrmCalendar[]> {
  const calendars = calendarsOf(await crmFor(db, services, userId));
  return viaProvider(() => calendars.list());
}

/** Longest window of events asked for at once. */
const MAX_WINDOW_MS = 92 * 24 * 60 * 60 * 1000;

/** A calendar's events between two ISO moments (sent to the provider in epoch milliseconds). */
export async function crmEvents(
  db: Db,
  services: Services,
  userId: number,
  calendarId: string,
  window: { from: string; to: string },
): Promise<CrmEvent[]> {
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
  if (!(to > from))
    throw new AppError('bad_request', 'to must be after from', { to: 'must be after from' });
  if (to - from > MAX_WINDOW_MS) {
    throw new AppError('bad_request', 'to must be within 92 days of from', {
      to: 'must be within 92 days of from',
    });
  }
  const calendars = calendarsOf(await crmFor(db, services, userId));
  return viaProvider(() => calendars.events(calendarId, from, to));
}

export async function bookCrmAppointment(
  db: Db,
  services: Services,
  userId: number,
  input: CrmAppointmentInput,
): Promise<CrmEvent> {
  if (input.endTime && Date.parse(input.endTime) <= Date.parse(input.startTime)) {
    throw new AppError('bad_request', 'endTime must be after startTime', {
      endTime: 'must be after startTime',
    });
  }
  const calendars = calendarsOf(await crmFor(db, services, userId));
  return viaProvider(() => calendars.book(input));
}
