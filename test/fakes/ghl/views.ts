import type {
  Store,
  StoredCalendar,
  StoredContact,
  StoredEvent,
  StoredLocation,
  StoredNote,
  StoredOpportunity,
  StoredPipeline,
} from './state';
import { isoInZone } from './time';

// The JSON the provider answers for each record. Absent fields are left out, as the provider does.

const iso = (ms: number) => new Date(ms).toISOString();

export function fullName(contact: StoredContact): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ');
}

export function contactView(contact: StoredContact) {
  const name = fullName(contact);
  return {
    id: contact.id,
    locationId: contact.locationId,
    ...(name ? { contactName: name, name, fullNameLowerCase: name.toLowerCase() } : {}),
    ...(contact.firstName
      ? { firstName: contact.firstName, firstNameLowerCase: contact.firstName.toLowerCase() }
      : {}),
    ...(contact.lastName
      ? { lastName: contact.lastName, lastNameLowerCase: contact.lastName.toLowerCase() }
      : {}),
    ...(contact.email ? { email: contact.email, emailLowerCase: contact.email.toLowerCase() } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
    ...(contact.companyName ? { companyName: contact.companyName } : {}),
    ...(contact.source ? { source: contact.source } : {}),
    ...(contact.address1 ? { address1: contact.address1 } : {}),
    ...(contact.city ? { city: contact.city } : {}),
    ...(contact.state ? { state: contact.state } : {}),
    ...(contact.postalCode ? { postalCode: contact.postalCode } : {}),
    ...(contact.country ? { country: contact.country } : {}),
    ...(contact.website ? { website: contact.website } : {}),
    ...(contact.timezone ? { timezone: contact.timezone } : {}),
    ...(contact.assignedTo ? { assignedTo: contact.assignedTo } : {}),
    ...(contact.dateOfBirth ? { dateOfBirth: contact.dateOfBirth } : {}),
    type: 'lead',
    dnd: contact.dnd,
    dndSettings: {},
    tags: [...contact.tags],
    customFields: contact.customFields.map((field) => ({ ...field })),
    dateAdded: iso(contact.dateAdded),
    dateUpdated: iso(contact.dateUpdated),
  };
}

export function noteView(note: StoredNote) {
  return {
    id: note.id,
    contactId: note.contactId,
    body: note.body,
    ...(note.title ? { title: note.title } : {}),
    ...(note.userId ? { userId: note.userId } : {}),
    dateAdded: iso(note.dateAdded),
  };
}

export function locationView(location: StoredLocation) {
  const { id, companyId, name, timezone, email, phone, address, city, state, country } = location;
  const business = { name, address, city, state, country, postalCode: location.postalCode };
  return {
    id,
    companyId,
    name,
    address,
    city,
    state,
    country,
    postalCode: location.postalCode,
    website: location.website,
    timezone,
    firstName: location.firstName,
    lastName: location.lastName,
    email,
    phone,
    business: { ...business, website: location.website, timezone, email },
    social: {},
    settings: {
      allowDuplicateContact: location.settings.allowDuplicateContact,
      allowDuplicateOpportunity: location.settings.allowDuplicateOpportunity,
      allowFacebookNameMerge: false,
      disableContactTimezone: false,
    },
  };
}

export function calendarView(calendar: StoredCalendar) {
  return {
    id: calendar.id,
    locationId: calendar.locationId,
    groupId: calendar.groupId,
    name: calendar.name,
    description: calendar.description,
    slug: calendar.slug,
    widgetSlug: calendar.widgetSlug,
    calendarType: 'event',
    widgetType: 'classic',
    eventTitle: '{{contact.name}}',
    eventColor: calendar.eventColor,
    isActive: true,
    teamMembers: [
      { userId: calendar.userId, priority: 0.5, meetingLocationType: 'custom', isPrimary: true },
    ],
    slotDuration: calendar.slotDurationMinutes,
    slotDurationUnit: 'mins',
    slotInterval: calendar.slotDurationMinutes,
    slotIntervalUnit: 'mins',
    autoConfirm: true,
    allowReschedule: true,
    allowCancellation: true,
    openHours: [],
    notifications: [],
  };
}

export function eventView(event: StoredEvent, timeZone: string) {
  return {
    id: event.id,
    title: event.title,
    calendarId: event.calendarId,
    locationId: event.locationId,
    contactId: event.contactId,
    groupId: event.groupId,
    appointmentStatus: event.appointmentStatus,
    assignedUserId: event.assignedUserId,
    users: [event.assignedUserId],
    ...(event.address ? { address: event.address } : {}),
    isRecurring: false,
    startTime: isoInZone(event.startTime, timeZone),
    endTime: isoInZone(event.endTime, timeZone),
    dateAdded: iso(event.dateAdded),
    dateUpdated: iso(event.dateUpdated),
  };
}

/** The flat event POST /calendars/events/appointments answers. */
export function appointmentView(event: StoredEvent, timeZone: string, meetingLocationType: string) {
  return {
    id: event.id,
    calendarId: event.calendarId,
    locationId: event.locationId,
    contactId: event.contactId,
    title: event.title,
    appointmentStatus: event.appointmentStatus,
    assignedUserId: event.assignedUserId,
    meetingLocationType,
    ...(event.address ? { address: event.address } : {}),
    isRecurring: false,
    startTime: isoInZone(event.startTime, timeZone),
    endTime: isoInZone(event.endTime, timeZone),
  };
}

export function pipelineView(pipeline: StoredPipeline) {
  return {
    id: pipeline.id,
    name: pipeline.name,
    locationId: pipeline.locationId,
    stages: pipeline.stages.map((stage) => ({
      ...stage,
      showInFunnel: true,
      showInPieChart: true,
    })),
    showInFunnel: true,
    showInPieChart: true,
  };
}

export function opportunityView(opportunity: StoredOpportunity, store: Store) {
  const contact = store.contacts.find((c) => c.id === opportunity.contactId);
  return {
    id: opportunity.id,
    name: opportunity.name,
    monetaryValue: opportunity.monetaryValue,
    pipelineId: opportunity.pipelineId,
    pipelineStageId: opportunity.pipelineStageId,
    ...(opportunity.assignedTo ? { assignedTo: opportunity.assignedTo } : {}),
    status: opportunity.status,
    ...(opportunity.source ? { source: opportunity.source } : {}),
    ...(opportunity.lostReasonId ? { lostReasonId: opportunity.lostReasonId } : {}),
    lastStatusChangeAt: iso(opportunity.lastStatusChangeAt),
    lastStageChangeAt: iso(opportunity.lastStageChangeAt),
    createdAt: iso(opportunity.createdAt),
    updatedAt: iso(opportunity.updatedAt),
    contactId: opportunity.contactId,
    locationId: opportunity.locationId,
    ...(contact
      ? {
          contact: {
            id: contact.id,
            name: fullName(contact),
            ...(contact.companyName ? { companyName: contact.companyName } : {}),
            ...(contact.email ? { email: contact.email } : {}),
            ...(contact.phone ? { phone: contact.phone } : {}),
            tags: [...contact.tags],
          },
        }
      : {}),
    notes: [],
    tasks: [],
    calendarEvents: [],
    customFields: opportunity.customFields.map((field) => ({ ...field })),
    followers: [],
  };
}

export type ContactJson = ReturnType<typeof contactView>;
export type NoteJson = ReturnType<typeof noteView>;
export type LocationJson = ReturnType<typeof locationView>;
export type CalendarJson = ReturnType<typeof calendarView>;
export type EventJson = ReturnType<typeof eventView>;
export type AppointmentJson = ReturnType<typeof appointmentView>;
export type PipelineJson = ReturnType<typeof pipelineView>;
export type OpportunityJson = ReturnType<typeof opportunityView>;
