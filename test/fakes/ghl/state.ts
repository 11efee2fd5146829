import { privateIntegrationToken, providerId } from './ids';

/** The location's "Allow Duplicate Contact" and opportunity settings, as the provider keeps them. */
export type LocationSettings = {
  allowDuplicateContact: boolean;
  /** The order in which upsert and create look for an existing contact. */
  duplicateContactFields: ('email' | 'phone')[];
  allowDuplicateOpportunity: boolean;
};

export type StoredLocation = {
  id: string;
  companyId: string;
  name: string;
  timezone: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  website: string;
  firstName: string;
  lastName: string;
  /** The coach's user in the location (owner of the seeded calendars). */
  userId: string;
  apiKey: string;
  settings: LocationSettings;
};

export type CustomFieldValue = { id: string; value: string };

export type StoredContact = {
  id: string;
  locationId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  companyName?: string;
  source?: string;
  address1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  website?: string;
  timezone?: string;
  assignedTo?: string;
  dateOfBirth?: string;
  dnd: boolean;
  tags: string[];
  customFields: CustomFieldValue[];
  dateAdded: number;
  dateUpdated: number;
};

export type StoredNote = {
  id: string;
  contactId: string;
  body: string;
  title?: string;
  userId?: string;
  dateAdded: number;
};

export type StoredCalendar = {
  id: string;
  locationId: string;
  groupId: string;
  name: string;
  description: string;
  slug: string;
  widgetSlug: string;
  slotDurationMinutes: number;
  eventColor: string;
  userId: string;
};

export type AppointmentStatus = 'new' | 'confirmed' | 'cancelled' | 'showed' | 'noshow' | 'invalid';

export type StoredEvent = {
  id: string;
  locationId: string;
  calendarId: string;
  groupId: string;
  contactId: string;
  title: string;
  appointmentStatus: AppointmentStatus;
  assignedUserId: string;
  address?: string;
  startTime: number;
  endTime: number;
  dateAdded: number;
  dateUpdated: number;
};

export type StoredPipeline = {
  id: string;
  locationId: string;
  name: string;
  stages: { id: string; name: string; position: number }[];
};

export type OpportunityStatus = 'open' | 'won' | 'lost' | 'abandoned';

export type StoredOpportunity = {
  id: string;
  locationId: string;
  name: string;
  pipelineId: string;
  pipelineStageId: string;
  contactId: string;
  status: OpportunityStatus;
  monetaryValue: number;
  source?: string;
  assignedTo?: string;
  lostReasonId?: string;
  customFields: CustomFieldValue[];
  createdAt: number;
  updatedAt: number;
  lastStatusChangeAt: number;
  lastStageChangeAt: number;
};

/** Everything the fake provider knows, in memory. Records are kept in insertion order. */
export class Store {
  locations: StoredLocation[] = [];
  contacts: StoredContact[] = [];
  notes: StoredNote[] = [];
  calendars: StoredCalendar[] = [];
  events: StoredEvent[] = [];
  pipelines: StoredPipeline[] = [];
  opportunities: StoredOpportunity[] = [];
  private sequence = 0;

  constructor(readonly now: () => number) {}

  /** Forgets everything, ids included. */
  clear() {
    this.locations = [];
    this.contacts = [];
    this.notes = [];
    this.calendars = [];
    this.events = [];
    this.pipelines = [];
    this.opportunities = [];
    this.sequence = 0;
  }

  /** A fresh 20-character id; the same sequence of calls gives the same ids after every reset. */
  newId(kind: string): string {
    this.sequence += 1;
    return providerId(`${kind}:${this.sequence}`);
  }

  locationByToken(token: string): StoredLocation | undefined {
    return this.locations.find((location) => location.apiKey === token);
  }

  addLocation(
    input: Partial<Omit<StoredLocation, 'settings'>> & {
      name: string;
      settings?: Partial<LocationSettings>;
    },
  ): StoredLocation {
    const label = `location:${input.name}`;
    const location: StoredLocation = {
      companyId: providerId('company:fake-agency'),
      timezone: 'America/New_York',
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      country: 'US',
      postalCode: '',
      website: '',
      firstName: '',
      lastName: '',
      userId: providerId(`user:${input.name}`),
      id: providerId(label),
      apiKey: privateIntegrationToken(input.name),
      ...input,
      settings: {
        allowDuplicateContact: false,
        duplicateContactFields: ['email', 'phone'],
        // Allowed by default so that a test for "no second opportunity" can fail; see README.
        allowDuplicateOpportunity: true,
        ...input.settings,
      },
    };
    this.locations.push(location);
    return location;
  }
}
