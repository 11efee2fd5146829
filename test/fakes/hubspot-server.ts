import { Controls, type FakeHubSpotMode, type ModeOptions } from './hubspot/controls';
import { PROVIDER_RATE_LIMIT, RateLimiter, type RateLimitOptions } from './hubspot/rate-limit';
import type { Route } from './hubspot/router';
import { associationRoutes } from './hubspot/routes/associations';
import { objectRoutes } from './hubspot/routes/objects';
import { settingsRoutes } from './hubspot/routes/settings';
import { SEEDED_PORTAL_NAME, seedPortal } from './hubspot/seed';
import { FakeHubSpotServer, type LoggedRequest } from './hubspot/server';
import { Store, type StoredAccount, type StoredObject } from './hubspot/state';

export type { FakeHubSpotMode, ModeOptions } from './hubspot/controls';
export type { HubSpotErrorBody } from './hubspot/errors';
export type { LoggedRequest } from './hubspot/server';
export type * from './hubspot/state';
export type { ObjectJson } from './hubspot/views';
export { DEAL_TO_CONTACT, NOTE_TO_CONTACT } from './hubspot/association-types';

// Fixed paths before `:id` paths, so that /crm/v3/pipelines/deals is not read as something else.
const ROUTES: readonly Route[] = [...settingsRoutes, ...associationRoutes, ...objectRoutes];

export type StartFakeHubSpotOptions = {
  /** Default 0: a free port. */
  port?: number;
  host?: string;
  /** The clock for dates and the rate limit's window (default Date.now). */
  now?: () => number;
  /** HubSpot's are 100 per 10 s and 250,000 a day; lower them to provoke a real 429. */
  rateLimit?: Partial<RateLimitOptions>;
  /** Called after each request is answered (or dropped); `npm run fake-crm -- hubspot` prints them. */
  onRequest?: (request: LoggedRequest) => void;
};

export type FakeHubSpot = {
  /** Where the API is, e.g. http://127.0.0.1:5056 (no trailing slash): HubSpot's https://api.hubapi.com. */
  readonly url: string;
  /** The private app's access token, sent as `Authorization: Bearer <token>`. */
  readonly token: string;
  readonly portalId: number;
  readonly portalName: string;
  readonly mode: FakeHubSpotMode;
  /** Switches how the fake answers; 'down' closes the listening socket and 'up' opens it again. */
  setMode: (mode: FakeHubSpotMode, options?: ModeOptions) => Promise<void>;
  /** Every request waits `ms` before it is handled (mode 'slow'); 0 goes back to 'up'. */
  setDelay: (ms: number) => Promise<void>;
  /**
   * Records created or changed less than `ms` ago are left out of search results, as HubSpot's
   * search index lags its writes by a few seconds (default 0: searches see every write at once).
   */
  setSearchLag: (ms: number) => void;
  /** The next `count` requests answer `status` (500 or 503) with HubSpot's error body, applying nothing. */
  failNext: (count: number, status?: 500 | 502 | 503 | 504) => void;
  /** The next `count` requests have their connection destroyed before anything is applied. */
  dropNext: (count: number) => void;
  /**
   * The next `count` successful writes (those whose path `path` matches, by default any) are
   * applied, then the connection is destroyed unanswered: the answer is lost.
   */
  applyThenDropAnswer: (count: number, path?: RegExp) => void;
  /** Every request received since start or reset, oldest first, tokens left out. */
  readonly requests: readonly LoggedRequest[];
  /** Resolves when `check` holds, tested now and after each request (rejects after `timeoutMs`). */
  waitFor: (check: () => boolean, timeoutMs?: number) => Promise<void>;
  /** Copies of what is stored, for assertions, oldest first. */
  contacts: () => StoredObject[];
  /** Notes, or those associated with a contact. */
  notes: (contactId?: string) => StoredObject[];
  /** Deals, or those associated with a contact. */
  deals: (contactId?: string) => StoredObject[];
  /** The account's details as GET /account-info/v3/details answers them, and the token. */
  readonly account: StoredAccount;
  /** The live store, for the rare test that must arrange state the API cannot. */
  readonly store: Store;
  /** Back to the seeded state: data, ids, limits, log and mode ('up'). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

/** Starts a fake HubSpot CRM API (v3 objects, v4 associations) on 127.0.0.1 with a seeded portal. */
export async function startFakeHubSpot(
  options: StartFakeHubSpotOptions = {},
): Promise<FakeHubSpot> {
  const store = new Store(options.now ?? Date.now);
  const controls = new Controls();
  const limiter = new RateLimiter({ ...PROVIDER_RATE_LIMIT, ...options.rateLimit });
  const server = new FakeHubSpotServer(
    options.host ?? '127.0.0.1',
    store,
    ROUTES,
    controls,
    limiter,
    options.onRequest,
  );
  seedPortal(store);
  await server.listen(options.port ?? 0);
  const port = Number(new URL(server.url).port);

  const setMode = async (mode: FakeHubSpotMode, modeOptions?: ModeOptions) => {
    controls.setMode(mode, modeOptions);
    if (mode === 'down') await server.stopListening();
    else if (!server.listening) await server.listen(port);
  };
  const linkedTo = (type: 'notes' | 'deals', contactId?: string) => {
    const records = contactId
      ? store
          .associated('contacts', contactId, type)
          .map((linked) => store.find(type, linked.id))
          .filter((r): r is StoredObject => r !== undefined)
      : store.ofType(type);
    return structuredClone(records);
  };

  return {
    url: server.url,
    get token() {
      return store.account.token;
    },
    get portalId() {
      return store.account.portalId;
    },
    portalName: SEEDED_PORTAL_NAME,
    get mode() {
      return controls.mode;
    },
    setMode,
    setDelay: (ms) => (ms > 0 ? setMode('slow', { delayMs: ms }) : setMode('up')),
    setSearchLag: (ms) => {
      controls.searchLagMs = ms;
    },
    failNext: (count, status = 500) => controls.failNext(count, status),
    dropNext: (count) => controls.dropNext(count),
    applyThenDropAnswer: (count, path) => controls.applyThenDropAnswer(count, path),
    requests: server.requests,
    waitFor: (check, timeoutMs) => server.waitFor(check, timeoutMs),
    contacts: () => structuredClone(store.ofType('contacts')),
    notes: (contactId) => linkedTo('notes', contactId),
    deals: (contactId) => linkedTo('deals', contactId),
    get account() {
      return structuredClone(store.account);
    },
    store,
    async reset() {
      store.clear();
      seedPortal(store);
      controls.reset();
      limiter.reset();
      server.requests.length = 0;
      await setMode('up');
    },
    close: () => server.close(),
  };
}
