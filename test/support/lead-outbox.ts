import { and, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { InboxAnswer, InboxLead } from '../../src/model/crm/inbox-api';
import type { Db } from '../../src/server/db/database';
import { jobs, leads } from '../../src/server/db/schema';
import type { LiveLeadForm } from '../../src/server/domain/leads/live-lead-form';
import { submitLead } from '../../src/server/domain/leads/submit-lead';
import { deliverLeadsHandler } from '../../src/server/jobs/deliver-leads';
import { startRunner, type JobRunner } from '../../src/server/jobs/runner';
import type { ServiceParts, Services } from '../../src/server/services';
import { startFakeGhl, type FakeGhl, type StartFakeGhlOptions } from '../fakes/ghl-server';
import {
  startFakeHubSpot,
  type FakeHubSpot,
  type StartFakeHubSpotOptions,
} from '../fakes/hubspot-server';
import { setupTestApp, type TestApp } from './test-app';

/** A website of the test coach and a stand-in for a lead form on its live page. */
export async function formOfNewWebsite(t: TestApp, name = 'Leads page'): Promise<LiveLeadForm> {
  const created = await t.call('POST', '/api/websites', { name, template: 'coaching-offer' });
  const me = (await t.call('GET', '/api/auth/me')).body as { user: { id: number } };
  const website = created.body as { id: number; name: string };
  return {
    userId: me.user.id,
    websiteId: website.id,
    websiteName: website.name,
    slug: 'leads-page',
    publicationId: 0,
    elementId: 1,
    fields: { name: 'required', email: 'required', phone: 'optional', message: 'optional' },
  };
}

/** A visitor's answers, numbered so each is a different person. */
export function visitor(n: number, message = `Hello, I would like to hear about coaching (${n})`) {
  return { name: `Visitor Number${n}`, email: `visitor${n}@example.com`, phone: '', message };
}

export function submit(
  db: Db,
  services: Services,
  form: LiveLeadForm,
  n: number,
  message?: string,
) {
  return submitLead(db, services, form, visitor(n, message), 'http://localhost/s/leads-page');
}

/** An outbox runner as an app process starts it, retrying fast. */
export function startOutbox(db: Db, services: Services, owner?: string): JobRunner {
  return startRunner({
    db,
    handlers: [deliverLeadsHandler(db, services, { baseMs: 50, maxMs: 200 })],
    log: () => undefined,
    pollMs: 50,
    concurrency: 4,
    bell: services.jobBell,
    ...(owner ? { owner } : {}),
  });
}

/** An app whose CRM is a fake, for lead delivery tests, and the state its tests share. */
export type OutboxTestApp<Fake> = {
  t: TestApp;
  /** The fake CRM (started before the app, reset and connected before each test). */
  readonly fake: Fake;
  /** How far the app's clock is ahead of the real one (0 at the start of each test). */
  ahead: number;
  /** Starts this test's outbox (stopped after the test). */
  startOutbox: () => JobRunner;
  /** The coach's lead inbox, newest first. */
  inbox: () => Promise<InboxLead[]>;
  /**
   * Lets the wait before each waiting delivery's next try pass (a lead the visitor's request could
   * not deliver waits 5 s), for tests not about that wait. Due times are the database's clock,
   * which `ahead` does not move: they are set to now, and the outbox is woken. Answers how many.
   */
  retriesDueNow: () => Promise<number>;
};

export type CrmTestApp = OutboxTestApp<FakeGhl>;

/**
 * An app connected to a fake CRM, for lead delivery tests: before each test the fake is reset,
 * the coach connected, the inbox and jobs emptied and the clock set back; after it, the test's
 * outbox is stopped.
 */
export function setupOutboxTestApp<Fake extends { reset(): Promise<void>; close(): Promise<void> }>(
  fakeCrm: {
    start: () => Promise<Fake>;
    /** The app's services pointed at the fake. */
    services: (fake: Fake) => Partial<ServiceParts>;
    /** The body of PUT /api/crm/connection that connects the fake. */
    connection: (fake: Fake) => Record<string, string>;
  },
  services: Omit<ServiceParts, 'ghlApiUrl' | 'hubspotApiUrl' | 'clock'> = {},
): OutboxTestApp<Fake> {
  let fake: Fake | undefined;
  let outbox: JobRunner | null = null;
  beforeAll(async () => {
    fake = await fakeCrm.start();
  });
  afterAll(() => fake?.close());
  const started = () => {
    if (!fake) throw new Error('the fake CRM starts before the app');
    return fake;
  };
  const app: OutboxTestApp<Fake> = {
    t: setupTestApp(undefined, () => ({
      ...services,
      ...fakeCrm.services(started()),
      clock: { now: () => Date.now() + app.ahead },
    })),
    get fake() {
      return started();
    },
    ahead: 0,
    startOutbox: () => {
      outbox = startOutbox(app.t.database.db, app.t.services);
      return outbox;
    },
    inbox: async () => ((await app.t.call('GET', '/api/leads')).body as InboxAnswer).leads,
    retriesDueNow: async () => {
      const moved = await app.t.database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(and(isNull(jobs.doneAt), isNull(jobs.lockedBy), gt(jobs.runAt, sql`now()`)))
        .returning({ id: jobs.id });
      app.t.services.jobBell.ring();
      return moved.length;
    },
  };
  beforeEach(async () => {
    app.ahead = 0;
    await started().reset();
    await app.t.call('PUT', '/api/crm/connection', fakeCrm.connection(started()));
    await app.t.database.db.delete(leads);
    await app.t.database.db.delete(jobs);
  });
  afterEach(async () => {
    await outbox?.stop();
    outbox = null;
  });
  return app;
}

/** An app connected to a fake GoHighLevel (see setupOutboxTestApp). */
export function setupCrmTestApp(
  options: {
    fake?: StartFakeGhlOptions;
    services?: Omit<ServiceParts, 'ghlApiUrl' | 'clock'>;
  } = {},
): CrmTestApp {
  return setupOutboxTestApp(
    {
      start: () => startFakeGhl(options.fake),
      services: (fake) => ({ ghlApiUrl: fake.url }),
      connection: (fake) => ({ apiKey: fake.apiKey, locationId: fake.locationId }),
    },
    options.services,
  );
}

/** An app connected to a fake HubSpot (see setupOutboxTestApp). */
export function setupHubSpotTestApp(
  options: {
    fake?: StartFakeHubSpotOptions;
    services?: Omit<ServiceParts, 'hubspotApiUrl' | 'clock'>;
  } = {},
): OutboxTestApp<FakeHubSpot> {
  return setupOutboxTestApp(
    {
      start: () => startFakeHubSpot(options.fake),
      services: (fake) => ({ hubspotApiUrl: fake.url }),
      connection: (fake) => ({ provider: 'hubspot', apiKey: fake.token }),
    },
    options.services,
  );
}
