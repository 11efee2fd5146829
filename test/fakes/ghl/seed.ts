import { providerId, uuidLike } from './ids';
import type { LocationSettings, Store, StoredLocation } from './state';
import { DAY_MS, startOfWeekUtc } from './time';

const HOUR_MS = 3_600_000;

const SEEDED_CONTACTS = [
  ['Jordan', 'Lee', 'jordan.lee@example.com', '+15125550101', 'Lee Consulting'],
  ['Priya', 'Shah', 'priya.shah@example.com', '+15125550102', ''],
  ['Marcus', 'Bell', 'marcus.bell@example.com', '', 'Bell & Co'],
  ['Elena', 'Garcia', 'elena.garcia@example.com', '+15125550104', ''],
  ['Sam', 'Okafor', 'sam.okafor@example.com', '+15125550105', 'Okafor Studio'],
  ['Hannah', 'Weiss', 'hannah.weiss@example.com', '', ''],
  ['Tom', 'Brennan', 'tom.brennan@example.com', '+15125550107', ''],
  ['Aiko', 'Tanaka', 'aiko.tanaka@example.com', '+15125550108', 'Tanaka Design'],
] as const;

export const SEEDED_LOCATION_NAME = 'Maya Rivers Coaching';

/** Maya's account: a location, eight contacts, two calendars with events this week and next, one pipeline. */
export function seedMayaRivers(store: Store, settings?: Partial<LocationSettings>): StoredLocation {
  const location = store.addLocation({
    name: SEEDED_LOCATION_NAME,
    firstName: 'Maya',
    lastName: 'Rivers',
    email: 'maya@mayarivers.example',
    phone: '+15125550100',
    address: '200 Congress Ave',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    website: 'https://mayarivers.example',
    timezone: 'America/Chicago',
    ...(settings ? { settings } : {}),
  });
  const now = store.now();

  const contacts = SEEDED_CONTACTS.map(([firstName, lastName, email, phone, companyName], i) => {
    const added = now - (SEEDED_CONTACTS.length - i) * DAY_MS;
    const contact = {
      id: providerId(`contact:${email}`),
      locationId: location.id,
      firstName,
      lastName,
      email,
      ...(phone ? { phone } : {}),
      ...(companyName ? { companyName } : {}),
      source: i % 2 === 0 ? 'website' : 'referral',
      dnd: false,
      tags: i % 3 === 0 ? ['client'] : ['prospect'],
      customFields: [],
      dateAdded: added,
      dateUpdated: added,
    };
    store.contacts.push(contact);
    return contact;
  });

  const calendars = [
    ['Discovery Call', 'A free 30-minute call to see if coaching fits.', 30, '#039BE5'],
    ['Coaching Session', 'A 60-minute session for clients.', 60, '#33B679'],
  ] as const;
  const groupId = providerId(`group:${location.id}`);
  const [discovery, session] = calendars.map(([name, description, minutes, color]) => {
    const slug = name.toLowerCase().replace(/ /g, '-');
    const calendar = {
      id: providerId(`calendar:${location.id}:${slug}`),
      locationId: location.id,
      groupId,
      name,
      description,
      slug,
      widgetSlug: `maya-rivers-${slug}`,
      slotDurationMinutes: minutes,
      eventColor: color,
      userId: location.userId,
    };
    store.calendars.push(calendar);
    return calendar;
  });

  // Two events left this week and three next week, at hours that are daytime in Austin.
  const monday = startOfWeekUtc(now);
  const bookings = [
    [discovery, 1, 15, 0],
    [session, 3, 17, 1],
    [session, 7 + 1, 16, 3],
    [discovery, 7 + 2, 19, 4],
    [session, 7 + 4, 15, 5],
  ] as const;
  for (const [calendar, day, hour, contactIndex] of bookings) {
    if (!calendar) continue;
    const contact = contacts[contactIndex];
    if (!contact) continue;
    const startTime = monday + day * DAY_MS + hour * HOUR_MS;
    store.events.push({
      id: providerId(`event:${calendar.id}:${startTime - monday}`),
      locationId: location.id,
      calendarId: calendar.id,
      groupId,
      contactId: contact.id,
      title: `${calendar.name} with ${contact.firstName} ${contact.lastName}`,
      appointmentStatus: 'confirmed',
      assignedUserId: location.userId,
      startTime,
      endTime: startTime + calendar.slotDurationMinutes * 60_000,
      dateAdded: now - 10 * DAY_MS,
      dateUpdated: now - 10 * DAY_MS,
    });
  }

  const pipelineId = providerId(`pipeline:${location.id}:coaching`);
  const stageNames = ['New Lead', 'Discovery Call Booked', 'Proposal Sent', 'Client'];
  const stages = stageNames.map((name, position) => ({
    id: uuidLike(`stage:${pipelineId}:${name}`),
    name,
    position,
  }));
  store.pipelines.push({
    id: pipelineId,
    locationId: location.id,
    name: 'Coaching Clients',
    stages,
  });

  const deals = [
    [0, 'open', 0, 0],
    [1, 'open', 1, 1500],
    [2, 'won', 3, 3000],
    [3, 'lost', 2, 1200],
  ] as const;
  for (const [contactIndex, status, stageIndex, value] of deals) {
    const contact = contacts[contactIndex];
    const stage = stages[stageIndex];
    if (!contact || !stage) continue;
    const created = contact.dateAdded + HOUR_MS;
    store.opportunities.push({
      id: providerId(`opportunity:${contact.id}`),
      locationId: location.id,
      name: `${contact.firstName} ${contact.lastName}`,
      pipelineId,
      pipelineStageId: stage.id,
      contactId: contact.id,
      status,
      monetaryValue: value,
      source: contact.source,
      customFields: [],
      createdAt: created,
      updatedAt: created,
      lastStatusChangeAt: created,
      lastStageChangeAt: created,
    });
  }
  return location;
}
