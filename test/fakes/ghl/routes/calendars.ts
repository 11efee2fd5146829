import { z } from 'zod';
import { badRequest, parseOr422, unprocessable } from '../errors';
import { CALENDAR_VERSIONS, type Route } from '../router';
import { appointmentView, calendarView, eventView } from '../views';
import { findOwned, queryNumber, requireOwnLocation } from './scope';

const calendarsQuery = z.strictObject({
  locationId: z.string().min(1),
  groupId: z.string().optional(),
  showDrafted: z.enum(['true', 'false']).optional(),
});

// startTime and endTime are epoch milliseconds; one of calendarId, userId and groupId is required.
const eventsQuery = z.strictObject({
  locationId: z.string().min(1),
  calendarId: z.string().optional(),
  userId: z.string().optional(),
  groupId: z.string().optional(),
  startTime: queryNumber,
  endTime: queryNumber,
});

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'must be a valid ISO 8601 date string',
});

const appointmentBody = z.strictObject({
  calendarId: z.string().min(1),
  locationId: z.string().min(1),
  contactId: z.string().min(1),
  startTime: isoDate,
  endTime: isoDate.optional(),
  title: z.string().optional(),
  appointmentStatus: z
    .enum(['new', 'confirmed', 'cancelled', 'showed', 'noshow', 'invalid'])
    .optional(),
  assignedUserId: z.string().optional(),
  address: z.string().optional(),
  description: z.string().optional(),
  meetingLocationType: z
    .enum(['custom', 'zoom', 'gmeet', 'phone', 'address', 'ms_teams', 'google'])
    .optional(),
  meetingLocationId: z.string().optional(),
  overrideLocationConfig: z.boolean().optional(),
  ignoreDateRange: z.boolean().optional(),
  toNotify: z.boolean().optional(),
  ignoreFreeSlotValidation: z.boolean().optional(),
  rrule: z.string().optional(),
});

export const calendarRoutes: Route[] = [
  {
    method: 'GET',
    path: '/calendars',
    versions: CALENDAR_VERSIONS,
    handle(request) {
      const query = parseOr422(calendarsQuery, request.query);
      requireOwnLocation(request, query.locationId);
      const calendars = request.store.calendars.filter(
        (c) => c.locationId === query.locationId && (!query.groupId || c.groupId === query.groupId),
      );
      return { status: 200, body: { calendars: calendars.map(calendarView) } };
    },
  },
  {
    method: 'GET',
    path: '/calendars/events',
    versions: CALENDAR_VERSIONS,
    handle(request) {
      const query = parseOr422(eventsQuery, request.query);
      requireOwnLocation(request, query.locationId);
      if (!query.calendarId && !query.userId && !query.groupId) {
        throw unprocessable(['One of calendarId, userId or groupId is required']);
      }
      const events = request.store.events
        .filter(
          (e) =>
            e.locationId === query.locationId &&
            (!query.calendarId || e.calendarId === query.calendarId) &&
            (!query.userId || e.assignedUserId === query.userId) &&
            (!query.groupId || e.groupId === query.groupId) &&
            e.startTime >= query.startTime &&
            e.startTime <= query.endTime,
        )
        .sort((a, b) => a.startTime - b.startTime);
      const timeZone = request.location.timezone;
      return { status: 200, body: { events: events.map((e) => eventView(e, timeZone)) } };
    },
  },
  {
    method: 'POST',
    path: '/calendars/events/appointments',
    versions: CALENDAR_VERSIONS,
    write: true,
    handle(request) {
      const body = parseOr422(appointmentBody, request.body);
      requireOwnLocation(request, body.locationId);
      const { store, location } = request;
      const calendar = findOwned(request, store.calendars, body.calendarId, 'Calendar');
      const contact = findOwned(request, store.contacts, body.contactId, 'Contact');
      const startTime = Date.parse(body.startTime);
      const endTime = body.endTime
        ? Date.parse(body.endTime)
        : startTime + calendar.slotDurationMinutes * 60_000;
      if (endTime <= startTime) throw badRequest('End time should be greater than start time');
      const taken = store.events.some(
        (e) =>
          e.calendarId === calendar.id &&
          e.appointmentStatus !== 'cancelled' &&
          e.startTime < endTime &&
          e.endTime > startTime,
      );
      if (taken && !body.ignoreFreeSlotValidation) {
        throw badRequest('The slot you have selected is no longer available.');
      }
      const now = store.now();
      const event = {
        id: store.newId('event'),
        locationId: location.id,
        calendarId: calendar.id,
        groupId: calendar.groupId,
        contactId: contact.id,
        title: body.title ?? `${calendar.name}`,
        appointmentStatus: body.appointmentStatus ?? 'confirmed',
        assignedUserId: body.assignedUserId ?? calendar.userId,
        ...(body.address ? { address: body.address } : {}),
        startTime,
        endTime,
        dateAdded: now,
        dateUpdated: now,
      };
      store.events.push(event);
      return {
        status: 200,
        body: appointmentView(event, location.timezone, body.meetingLocationType ?? 'custom'),
      };
    },
  },
];
