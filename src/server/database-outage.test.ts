import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../test/fakes/ghl-server';
import {
  call,
  postLead,
  publishThrough,
  startAppProcess,
  type AppProcess,
  type PublishedSite,
} from '../../test/support/app-processes';
import { startOwnPostgres, type OwnPostgres } from '../../test/support/own-postgres';
import { TEST_PASSWORD } from '../../test/support/test-app';
import { waitFor } from '../../test/support/wait-for';
import { migrateWhenReachable } from './db/postgres-start';

/**
 * Issue 36: PostgreSQL stopped for 10 s (`pg_ctl stop -m fast`, as a restart or failover ends
 * every connection) under two app processes while visitors load a live page and post leads.
 * Runs where a PostgreSQL server can be started (the api-postgres project: CI installs it).
 */
const OUTAGE_MS = 10_000;

let postgres: OwnPostgres;
let ghl: FakeGhl;
let processes: AppProcess[] = [];
let site: PublishedSite;
const stops: (() => Promise<void>)[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  [postgres, ghl] = await Promise.all([startOwnPostgres(), startFakeGhl()]);
  const env = (name: string): NodeJS.ProcessEnv => {
    const dir = mkdtempSync(join(tmpdir(), `coachsite-outage-${name}-`));
    dirs.push(dir);
    return {
      DATABASE_URL: postgres.url,
      DATA_DIR: dir,
      SECRET_KEY: 'outage-processes-share-this-secret-key-0123456789',
      GHL_API_URL: ghl.url,
      TRUST_PROXY: 'loopback',
      JOBS_POLL_MS: '100',
      ANALYTICS_FLUSH_MS: '200',
    };
  };
  processes = await Promise.all([
    startAppProcess(env('a'), stops),
    startAppProcess(env('b'), stops),
  ]);
  const [a] = processes;
  if (!a) throw new Error('no process');
  const published = await publishThrough(a.base, 'outage@example.com', TEST_PASSWORD);
  site = published.site;
  const connected = await call(
    a.base,
    'PUT',
    '/api/crm/connection',
    { apiKey: ghl.apiKey, locationId: ghl.locationId },
    { cookie: published.cookie },
  );
  expect(connected.status).toBe(200);
}, 240_000);

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await Promise.all([postgres?.dispose(), ghl?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Seen = { livePages: number[]; leads: number[]; ready: number[] };

/** A visitor's page view and lead post, and a load balancer's probe, to each process in turn. */
async function visit(n: number, seen: Seen, acknowledged: Set<string>): Promise<void> {
  const target = processes[n % processes.length];
  if (!target) return;
  const [page, lead, ready] = await Promise.all([
    fetch(`${target.base}${site.path}`),
    postLead(target.base, site, n),
    fetch(`${target.base}/readyz`),
  ]);
  seen.livePages.push(page.status);
  seen.leads.push(lead.status);
  seen.ready.push(ready.status);
  if (lead.ok) acknowledged.add(`visitor${n}.${site.id}@example.com`);
  await Promise.all([page.arrayBuffer(), lead.arrayBuffer(), ready.arrayBuffer()]);
}

describe('PostgreSQL restarting under two app processes', () => {
  it('keeps both processes up, the live page served, and every acknowledged lead delivered once', async () => {
    const acknowledged = new Set<string>();
    const before: Seen = { livePages: [], leads: [], ready: [] };
    const during: Seen = { livePages: [], leads: [], ready: [] };
    const after: Seen = { livePages: [], leads: [], ready: [] };
    let n = 0;
    for (; n < 4; n++) await visit(n, before, acknowledged);

    await postgres.stop();
    const until = Date.now() + OUTAGE_MS;
    while (Date.now() < until) {
      await visit(n++, during, acknowledged);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A visitor's browser (no JSON asked) gets their answers back, ready to send again.
    const browserPost = await fetch(`${processes[0]?.base}${site.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '10.9.9.9',
      },
      body: new URLSearchParams({
        form: String(site.form),
        email: 'kept@example.com',
        message: 'Can we talk <on Tuesday>?',
      }).toString(),
    });
    const unsent = await browserPost.text();
    // A page this process has not read since it started cannot be served: a page says so, not JSON.
    const unread = await fetch(`${processes[1]?.base}/s/not-read-yet`, {
      headers: { accept: 'text/html' },
    });
    const unreadPage = await unread.text();
    await postgres.start();
    expect(unread.status).toBe(503);
    expect(unread.headers.get('content-type')).toContain('text/html');
    expect(unreadPage).toContain('This page could not be loaded just now.');
    expect(browserPost.status).toBe(503);
    expect(unsent).toContain('Your message could not be sent just now');
    expect(unsent).toContain('value="kept@example.com"');
    expect(unsent).toContain('Can we talk &lt;on Tuesday&gt;?</textarea>');
    expect(unsent).toContain(`name="form" value="${site.form}"`);

    // Ready again within the pool's next connection, each process on its own.
    for (const app of processes) {
      await waitFor(
        `${app.base} ready again`,
        async () => (await fetch(`${app.base}/readyz`)).status === 200,
        { timeoutMs: 15_000, everyMs: 200 },
      );
    }
    for (const stop = n + 4; n < stop; n++) await visit(n, after, acknowledged);

    // No process ended: each still answers, and neither wrote an unhandled error.
    for (const app of processes) {
      expect((await fetch(`${app.base}/livez`)).status).toBe(200);
      expect(app.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    }
    const all = [...before.livePages, ...during.livePages, ...after.livePages];
    expect(all.every((status) => status === 200)).toBe(true);
    expect(during.ready.every((status) => status === 503)).toBe(true);
    expect(during.leads.length).toBeGreaterThan(10);
    for (const status of during.leads) expect([201, 202, 503]).toContain(status);
    expect(during.leads).toContain(503);
    expect(after.leads.every((status) => status >= 200 && status < 300)).toBe(true);

    await waitFor(
      'every acknowledged lead in the CRM',
      () => [...acknowledged].every((email) => ghl.contacts().some((c) => c.email === email)),
      { timeoutMs: 30_000, everyMs: 200 },
    );
    for (const email of acknowledged) {
      const contacts = ghl.contacts().filter((c) => c.email === email);
      expect(contacts, email).toHaveLength(1);
      expect(ghl.notes(contacts[0]?.id), email).toHaveLength(1);
    }
  }, 120_000);

  it('does not wait at start for what waiting cannot fix: a database that does not exist', async () => {
    const lines: string[] = [];
    const missing = postgres.url.replace(/\/coachsite$/, '/no_such_database');
    await expect(migrateWhenReachable(missing, (line) => lines.push(line))).rejects.toMatchObject({
      code: '3D000',
    });
    expect(lines).toEqual([]);
  });
});
