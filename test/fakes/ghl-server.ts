import { Controls, type FakeGhlMode, type ModeOptions } from './ghl/controls';
import { PROVIDER_RATE_LIMIT, RateLimiter, type RateLimitOptions } from './ghl/rate-limit';
import type { Route } from './ghl/router';
import { calendarRoutes } from './ghl/routes/calendars';
import { contactReadRoutes, contactSearchRoutes } from './ghl/routes/contacts-read';
import { contactWriteRoutes } from './ghl/routes/contacts';
import { locationRoutes } from './ghl/routes/locations';
import { opportunityRoutes } from './ghl/routes/opportunities';
import { seedMayaRivers } from './ghl/seed';
import { FakeGhlServer, type LoggedRequest } from './ghl/server';
import {
  Store,
  type LocationSettings,
  type StoredContact,
  type StoredEvent,
  type StoredLocation,
  type StoredNote,
  type StoredOpportunity,
} from './ghl/state';

export type { FakeGhlMode, ModeOptions } from './ghl/controls';
export type { LoggedRequest } from './ghl/server';
export type * from './ghl/state';
export type {
  AppointmentJson,
  CalendarJson,
  ContactJson,
  EventJson,
  LocationJson,
  NoteJson,
  OpportunityJson,
  PipelineJson,
} from './ghl/views';
export type { ProviderErrorBody } from './ghl/errors';

// Fixed paths before `:id` paths, so that /contacts/search is not read as a contact id.
const ROUTES: readonly Route[] = [
  ...contactSearchRoutes,
  ...locationRoutes,
  ...contactWriteRoutes,
  ...contactReadRoutes,
  ...calendarRoutes,
  ...opportunityRoutes,
];

export type StartFakeGhlOptions = {
  /** Default 0: a free port. */
  port?: number;
  host?: string;
  /** The clock for dates, cursors and seeded events (default Date.now). */
  now?: () => number;
  /** The provider's limits are 100 per 10 s and 200,000 a day; lower them to provoke a real 429. */
  rateLimit?: Partial<RateLimitOptions>;
  /** The seeded location's duplicate settings (duplicate contacts refused, opportunities allowed). */
  locationSettings?: Partial<LocationSettings>;
  /** Called after each request is answered (or dropped); `npm run fake-crm` prints them. */
  onRequest?: (request: LoggedRequest) => void;
};

export type FakeGhl = {
  /** What GHL_API_URL is set to, e.g. http://127.0.0.1:5055 (no trailing slash). */
  readonly url: string;
  /** The seeded location's Private Integration Token, what a coach pastes as the API key. */
  readonly apiKey: string;
  readonly locationId: string;
  readonly locationName: string;
  readonly mode: FakeGhlMode;
  /** Switches how the fake answers; 'down' closes the listening socket and 'up' opens it again. */
  setMode: (mode: FakeGhlMode, options?: ModeOptions) => Promise<void>;
  /** The next `count` requests answer `status` with the provider's error body, applying nothing. */
  failNext: (count: number, status: number, options?: { retryAfterSeconds?: number }) => void;
  /** The next `count` requests have their connection destroyed before anything is applied. */
  dropNext: (count: number) => void;
  /**
   * The next `count` successful writes (those whose path `path` matches, by default any) are
   * applied, then the connection is destroyed unanswered.
   */
  applyThenDropAnswer: (count: number, path?: RegExp) => void;
  /**
   * Holds requests whose path matches until `count` of them wait together (or `maxWaitMs` passed
   * since the first of a group), then answers them all: concurrent calls meet at the provider.
   */
  gather: (path: RegExp, count: number, maxWaitMs: number) => void;
  /** Every request received since start or reset, oldest first, tokens left out. */
  readonly requests: readonly LoggedRequest[];
  /** Resolves when `check` holds, tested now and after each request (rejects after `timeoutMs`). */
  waitFor: (check: () => boolean, timeoutMs?: number) => Promise<void>;
  /** Copies of what is stored, for assertions; by default the seeded location's. */
  contacts: (locationId?: string) => StoredContact[];
  notes: (contactId?: string) => StoredNote[];
  opportunities: (locationId?: string) => StoredOpportunity[];
  /** Calendar events, the seeded ones and those booked through the API. */
  appointments: (locationId?: string) => StoredEvent[];
  /** A second location with its own token (empty: no contacts, calendars or pipelines). */
  addLocation: (name: string, settings?: Partial<LocationSettings>) => StoredLocation;
  setLocationSettings: (settings: Partial<LocationSettings>, locationId?: string) => void;
  /** The live store, for the rare test that must arrange state the API cannot. */
  readonly store: Store;
  /** Back to the seeded state: data, ids, limits, log and mode ('up'). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

/** Starts a fake GoHighLevel API v2 on 127.0.0.1 with Maya Rivers Coaching's seeded account. */
export async function startFakeGhl(options: StartFakeGhlOptions = {}): Promise<FakeGhl> {
  const store = new Store(options.now ?? Date.now);
  const controls = new Controls();
  const limiter = new RateLimiter({ ...PROVIDER_RATE_LIMIT, ...options.rateLimit });
  const server = new FakeGhlServer(
    options.host ?? '127.0.0.1',
    store,
    ROUTES,
    controls,
    limiter,
    options.onRequest,
  );
  let seeded: StoredLocation = seedMayaRivers(store, options.locationSettings);
  await server.listen(options.port ?? 0);
  const port = Number(new URL(server.url).port);

  const inLocation = <T extends { locationId: string }>(records: T[], locationId?: string) =>
    structuredClone(records.filter((r) => r.locationId === (locationId ?? seeded.id)));

  const setMode = async (mode: FakeGhlMode, modeOptions?: ModeOptions) => {
    controls.setMode(mode, modeOptions);
    if (mode === 'down') await server.stopListening();
    else if (!server.listening) await server.listen(port);
  };

  return {
    url: server.url,
    get apiKey() {
      return seeded.apiKey;
    },
    get locationId() {
      return seeded.id;
    },
    get locationName() {
      return seeded.name;
    },
    get mode() {
      return controls.mode;
    },
    setMode,
    failNext: (count, status, failOptions) =>
      controls.failNext(count, status, failOptions?.retryAfterSeconds),
    dropNext: (count) => controls.dropNext(count),
    applyThenDropAnswer: (count, path) => controls.applyThenDropAnswer(count, path),
    gather: (path, count, maxWaitMs) => controls.gather(path, count, maxWaitMs),
    requests: server.requests,
    waitFor: (check, timeoutMs) => server.waitFor(check, timeoutMs),
    contacts: (locationId) => inLocation(store.contacts, locationId),
    notes: (contactId) =>
      structuredClone(store.notes.filter((n) => !contactId || n.contactId === contactId)),
    opportunities: (locationId) => inLocation(store.opportunities, locationId),
    appointments: (locationId) => inLocation(store.events, locationId),
    addLocation: (name, settings) => store.addLocation({ name, ...(settings ? { settings } : {}) }),
    setLocationSettings(settings, locationId) {
      const location = store.locations.find((l) => l.id === (locationId ?? seeded.id));
      if (!location) throw new Error(`fake GoHighLevel: no location ${locationId ?? ''}`);
      location.settings = { ...location.settings, ...settings };
    },
    store,
    async reset() {
      store.clear();
      seeded = seedMayaRivers(store, options.locationSettings);
      controls.reset();
      limiter.reset();
      server.requests.length = 0;
      await setMode('up');
    },
    close: () => server.close(),
  };
}
