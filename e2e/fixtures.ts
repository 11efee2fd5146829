import type { Avatar, AvatarInput } from '../src/model/avatars/avatar';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import type { Quotas } from '../src/model/limits';
import type { LeadLimits } from '../src/server/domain/leads/lead-limits';
import type { DomainSettings } from '../src/server/domain/domains/domain-settings';
import type { Website } from '../src/model/website';
import { buildApp } from '../src/server/app';
import { makeServices } from '../src/server/services';
import { openPglite, type Database } from '../src/server/db/database';
import { migratedPglite } from '../test/support/test-database';
import { withTestPasswordCost } from '../test/support/password-cost';
import { smtpMailer } from '../src/server/mail/mailer';
import { openAiCompatibleProvider } from '../src/server/integrations/ai/openai-compatible';
import { outboundClient } from '../src/server/integrations/outbound/guarded-fetch';
import { startFakeGhl, type FakeGhl } from '../test/fakes/ghl-server';
import { startFakeHubSpot, type FakeHubSpot } from '../test/fakes/hubspot-server';
import { startFakeAi, type FakeAi } from '../test/fakes/openai-server';
import { startMailCapture, type MailCapture } from '../test/support/mail-capture';
import { startWebhookReceiver, type WebhookReceiver } from '../test/fakes/webhook-receiver';
import { deliverWebhooksHandler } from '../src/server/jobs/deliver-webhooks';
import { startRunner } from '../src/server/jobs/runner';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

type AppServer = {
  url: string;
  database: Database;
  /** With `mail`: every email the app sent (to an SMTP capture server on 127.0.0.1). */
  mailbox: MailCapture | null;
  /** With `crm`: the fake GoHighLevel the app's GHL_API_URL points at. */
  crm: FakeGhl | null;
  /** With `hubspot`: the fake HubSpot the app's HUBSPOT_API_URL points at. */
  hubspot: FakeHubSpot | null;
  /** With `ai`: the fake OpenAI-compatible model the app writes copy with (else the offline writer). */
  ai: FakeAi | null;
  /** With `ownAi`: a fake model a coach may set as their own AI (private outbound allowed). */
  ownAi: FakeAi | null;
  /** With `webhooks`: an endpoint on 127.0.0.1 that keeps every post it gets. */
  receiver: WebhookReceiver | null;
};

type Fixtures = {
  /** Whether the browser and `request` start signed in as a fresh coach (default) or signed out. */
  signedIn: boolean;
  /** PUBLIC_URL for the server: where visitors reach it, when that is not where the coach does. */
  publicUrl: string | undefined;
  /** What each coach may keep (the app's defaults when unset): small ones reach a limit quickly. */
  quotas: Quotas | undefined;
  /** How many leads a page and a coach receive in an hour before new ones are held. */
  leadLimits: Partial<LeadLimits> | undefined;
  /** Whether the app sends email (SMTP_URL set), to a capture server the test reads. */
  mail: boolean;
  /** Whether a fake GoHighLevel runs on 127.0.0.1 for the app to call (GHL_API_URL). */
  crm: boolean;
  /** Whether a fake HubSpot runs on 127.0.0.1 for the app to call (HUBSPOT_API_URL). */
  hubspot: boolean;
  /** Whether copy comes from a fake OpenAI-compatible model on 127.0.0.1 (AI_BASE_URL) or offline. */
  ai: boolean;
  /**
   * Whether a fake OpenAI-compatible model runs for a coach to set as their own AI, with the app
   * allowed to reach private addresses (ALLOW_PRIVATE_OUTBOUND); the operator's AI stays offline.
   */
  ownAi: boolean;
  /**
   * Whether a webhook endpoint runs on 127.0.0.1 (private outbound allowed) and the app's
   * webhook outbox runs, as an app process runs it.
   */
  webhooks: boolean;
  /** Coaches' own domains: where they point, which DNS server checks ask; defaults when unset. */
  domains: DomainSettings | undefined;
  /** The signed-in coach's session cookie value, or null when `signedIn` is false. */
  session: string | null;
  /** The real app (API + built client) on a fresh embedded database, for this test alone. */
  server: AppServer;
  /** Console errors a test expects (e.g. a failed request it provoked); any other fails the test. */
  allowConsoleErrors: (pattern: RegExp) => void;
  api: {
    createWebsite: (input: { name: string; template?: string }) => Promise<Website>;
    /** Saves an avatar for the signed-in coach (the first one becomes current). */
    createAvatar: (input: AvatarInput) => Promise<Avatar>;
    /** Publishes a website and answers its live address. */
    publish: (websiteId: number) => Promise<string>;
    /** Connects the coach to the fake GoHighLevel (with `crm`) and answers it. */
    connectCrm: () => Promise<FakeGhl>;
  };
};

export const test = base.extend<Fixtures>({
  publicUrl: [undefined, { option: true }],
  quotas: [undefined, { option: true }],
  leadLimits: [undefined, { option: true }],
  mail: [false, { option: true }],
  crm: [false, { option: true }],
  hubspot: [false, { option: true }],
  ai: [false, { option: true }],
  ownAi: [false, { option: true }],
  webhooks: [false, { option: true }],
  domains: [undefined, { option: true }],
  server: async (
    { publicUrl, quotas, leadLimits, mail, crm, hubspot, ai, ownAi, webhooks, domains },
    use,
  ) => {
    // A copy of one migrated embedded database (made once, kept in the temporary folder).
    const database = await openPglite(null, { copyOf: await migratedPglite() });
    const mailbox = mail ? await startMailCapture() : null;
    const fakeCrm = crm ? await startFakeGhl() : null;
    const fakeHubSpot = hubspot ? await startFakeHubSpot() : null;
    const fakeAi = ai ? await startFakeAi() : null;
    const ownFakeAi = ownAi ? await startFakeAi() : null;
    const receiver = webhooks ? await startWebhookReceiver() : null;
    const mailer = mailbox
      ? smtpMailer({ url: mailbox.url, from: 'Coachsite <no-reply@localhost>' })
      : null;
    // Passwords hashed at the tests' cheap cost (the production cost is asserted in password.test.ts).
    const services = makeServices(
      withTestPasswordCost({
        clientDir,
        mailer,
        ...(quotas ? { quotas } : {}),
        ...(leadLimits ? { limits: { leads: leadLimits } } : {}),
        ...(domains ? { domains } : {}),
        ...(fakeCrm ? { ghlApiUrl: fakeCrm.url } : {}),
        ...(fakeHubSpot ? { hubspotApiUrl: fakeHubSpot.url } : {}),
        ...(ownFakeAi || receiver
          ? { outbound: outboundClient({ allowPrivate: true, timeoutMs: 5000 }) }
          : {}),
        ...(fakeAi
          ? {
              ai: openAiCompatibleProvider({
                baseUrl: fakeAi.url,
                apiKey: fakeAi.apiKey,
                model: 'fake-model-1',
                timeoutMs: 5000,
              }),
            }
          : {}),
      }),
    );
    const app = await buildApp({
      db: database.db,
      services,
      clientDir,
      publicUrl,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const outbox = receiver
      ? startRunner({
          db: database.db,
          handlers: [deliverWebhooksHandler(database.db, services, { baseMs: 200, maxMs: 1000 })],
          log: () => undefined,
          pollMs: 200,
          bell: services.jobBell,
        })
      : null;
    await use({
      url,
      database,
      mailbox,
      crm: fakeCrm,
      hubspot: fakeHubSpot,
      ai: fakeAi,
      ownAi: ownFakeAi,
      receiver,
    });
    await outbox?.stop();
    await app.close();
    mailer?.close();
    await mailbox?.close();
    await fakeCrm?.close();
    await fakeHubSpot?.close();
    await fakeAi?.close();
    await ownFakeAi?.close();
    await receiver?.close();
    await database.close();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  signedIn: [true, { option: true }],
  session: async ({ server, signedIn, playwright }, use) => {
    if (!signedIn) return use(null);
    // Browser tests sign in through the API; only the sign-in screens' own tests use the forms.
    const api = await playwright.request.newContext({ baseURL: server.url });
    const response = await api.post('/api/auth/signup', {
      data: {
        email: `coach-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct horse battery',
        name: 'Maya Rivers',
      },
    });
    expect(response.status()).toBe(201);
    const state = await api.storageState();
    await api.dispose();
    await use(state.cookies.find((c) => c.name === 'cs_session')?.value ?? null);
  },
  context: async ({ context, session, server }, use) => {
    if (session)
      await context.addCookies([
        { name: 'cs_session', value: session, url: server.url, httpOnly: true, sameSite: 'Lax' },
      ]);
    await use(context);
  },
  request: async ({ playwright, server, session }, use) => {
    const request = await playwright.request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: session ? { cookie: `cs_session=${session}` } : {},
    });
    await use(request);
    await request.dispose();
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
      });
      page.on('pageerror', (error) => unexpected.push(error.message));
      await use((pattern) => allowed.push(pattern));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  api: async ({ request, server }, use) => {
    await use({
      createWebsite: async ({ name, template = 'coach' }) => {
        const response = await request.post(`${server.url}/api/websites`, {
          data: { name, template },
        });
        expect(response.status()).toBe(201);
        return (await response.json()) as Website;
      },
      createAvatar: async (input) => {
        const response = await request.post(`${server.url}/api/avatars`, { data: input });
        expect(response.status()).toBe(201);
        return (await response.json()) as Avatar;
      },
      publish: async (websiteId) => {
        const response = await request.post(`${server.url}/api/websites/${websiteId}/publish`);
        expect(response.status()).toBe(201);
        return ((await response.json()) as { url: string }).url;
      },
      connectCrm: async () => {
        const crm = server.crm;
        if (!crm)
          throw new Error('this test runs with a fake GoHighLevel: test.use({ crm: true })');
        const response = await request.put(`${server.url}/api/crm/connection`, {
          data: { apiKey: crm.apiKey, locationId: crm.locationId },
        });
        expect(response.ok()).toBe(true);
        return crm;
      },
    });
  },
});

export { expect };

/** The `api` fixture: data made through the API as the signed-in coach. */
export type AppApi = Fixtures['api'];

/**
 * For the first thing to show in a new tab: it loads the whole app from nothing, which on a busy
 * two-core CI machine can outlast one ordinary wait.
 */
export const NEW_TAB = { timeout: 20_000 };

export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Website Builder' })).toBeVisible();
}

/**
 * The toasts on screen (the region Radix labels 'Notifications (F8)'). An open dialog hides the rest
 * of the page from the accessibility tree, so this looks past that; Radix announces each toast apart.
 */
export function toasts(page: Page) {
  return page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const item = toasts(page).filter({ hasText: title });
  await expect(item).toBeVisible();
  if (description !== undefined) await expect(item).toContainText(description);
}
