import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../test/fakes/ghl-server';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server';
import {
  call,
  cookieOf,
  json,
  openEventStream,
  postLead,
  startAppProcess,
  type AppProcess,
} from '../../test/support/app-processes';
import { TEST_PASSWORD, withTestPasswordCost } from '../../test/support/test-app';
import { createSharedTestDatabase } from '../../test/support/test-database';
import { multipart, picture } from '../../test/support/uploads';
import { waitFor } from '../../test/support/wait-for';
import type { AnalyticsAnswer } from '../model/analytics/analytics';
import { addDays, dayOf } from '../model/analytics/date-range';
import type { InboxLead } from '../model/crm/inbox-api';
import type { StoredFile } from '../model/files/file';
import type { Website } from '../model/website';
import { buildApp } from './app';
import type { Database } from './db/database';
import { jobs, publications } from './db/schema';
import { makeServices } from './services';

/**
 * Issue 26: two real app processes on one PostgreSQL, files in one S3 bucket, one GoHighLevel;
 * requests go to both in turn, and a coach or a visitor cannot tell there are two.
 */
const EMAIL = 'two@example.com';
const PAGE_CEILING = 3;

let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let database: Database;
let s3: FakeS3;
let ghl: FakeGhl;
let a: AppProcess;
let b: AppProcess;
let cookie: string;
let backups: string;
const dirs: string[] = [];
const stops: (() => Promise<void>)[] = [];
/** Two published websites with a lead form each: [id, form element id, live path]. */
const sites: { id: number; form: number; path: string }[] = [];

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** The coach and two live pages, made before the processes start, drawn by "an older build". */
async function seed(db: Database['db']): Promise<void> {
  const app = await buildApp({ db, services: makeServices(withTestPasswordCost({})) });
  try {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: EMAIL, password: TEST_PASSWORD, name: 'Two Processes' },
    });
    const raw = signup.headers['set-cookie'];
    const first = (Array.isArray(raw) ? raw[0] : raw) ?? '';
    const headers = { cookie: first.split(';')[0] ?? '' };
    for (const name of ['Momentum', 'Ceiling']) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/websites',
        headers,
        payload: { name, template: 'coaching-offer' },
      });
      const website = created.json<Website>();
      const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
      const published = await app.inject({
        method: 'POST',
        url: `/api/websites/${website.id}/publish`,
        headers,
      });
      const path = new URL(published.json<{ url: string }>().url).pathname;
      sites.push({ id: website.id, form: form?.id ?? 0, path });
    }
  } finally {
    await app.close();
  }
  await db.update(publications).set({ renderedWith: 'an-older-build' });
}

beforeAll(async () => {
  [shared, s3, ghl] = await Promise.all([
    createSharedTestDatabase(),
    startFakeS3(),
    startFakeGhl(),
  ]);
  database = await shared.open();
  await seed(database.db);
  backups = tempDir('coachsite-backups-');
  const env = (name: string): NodeJS.ProcessEnv => ({
    ...shared.env,
    DATA_DIR: tempDir(`coachsite-${name}-`),
    SECRET_KEY: 'several-processes-share-this-secret-key-0123456789',
    S3_BUCKET: s3.options.bucket,
    S3_ENDPOINT: s3.options.endpoint,
    S3_REGION: s3.options.region,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    GHL_API_URL: ghl.url,
    TRUST_PROXY: 'loopback',
    LEADS_PER_PAGE_PER_HOUR: String(PAGE_CEILING),
    ANALYTICS_FLUSH_MS: '100',
    JOBS_POLL_MS: '100',
    BACKUP_DIR: backups,
  });
  [a, b] = await Promise.all([startAppProcess(env('a'), stops), startAppProcess(env('b'), stops)]);
  const login = await call(a.base, 'POST', '/api/auth/login', {
    email: EMAIL,
    password: TEST_PASSWORD,
  });
  expect(login.status).toBe(200);
  cookie = cookieOf(login);
}, 240_000);

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await database?.close();
  await Promise.all([shared?.dispose(), s3?.close(), ghl?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two app processes on one PostgreSQL', () => {
  it('a builder open on A sees an edit made through B within 5 seconds', async () => {
    const site = sites[0];
    if (!site) throw new Error('not seeded');
    const stream = await openEventStream(a.base, `/api/websites/${site.id}/changes`, cookie);
    expect(stream.response.status).toBe(200);
    try {
      const edit = await call(
        b.base,
        'PATCH',
        `/api/websites/${site.id}`,
        { settings: { coachName: 'Edited through B' } },
        { cookie },
      );
      expect(edit.status).toBe(200);
      const started = Date.now();
      await waitFor('the change on A', () => stream.events.length > 0, { timeoutMs: 5000 });
      expect(Date.now() - started).toBeLessThan(5000);
      const seen = await json<Website>(
        call(a.base, 'GET', `/api/websites/${site.id}`, undefined, { cookie }),
      );
      expect(seen.settings.coachName).toBe('Edited through B');
    } finally {
      stream.close();
    }
  });

  it('delivers a lead exactly once though both processes run the outbox', async () => {
    const site = sites[0];
    if (!site) throw new Error('not seeded');
    const connected = await call(
      b.base,
      'PUT',
      '/api/crm/connection',
      { apiKey: ghl.apiKey, locationId: ghl.locationId },
      { cookie },
    );
    expect(connected.status).toBe(200);
    // One delivered at once, one queued while the CRM is down and then taken by an outbox.
    const direct = await postLead(a.base, site, 1);
    expect(direct.status).toBe(201);
    await ghl.setMode('down');
    const queued = await postLead(b.base, site, 2);
    await ghl.setMode('up');
    expect(queued.status).toBe(202);
    const inbox = () =>
      json<{ leads: InboxLead[] }>(call(a.base, 'GET', '/api/leads', undefined, { cookie }));
    await waitFor(
      'both leads delivered',
      async () => (await inbox()).leads.filter((l) => l.status === 'delivered').length === 2,
      { timeoutMs: 20_000, everyMs: 100 },
    );
    for (const n of [1, 2]) {
      const contacts = ghl
        .contacts()
        .filter((c) => c.email === `visitor${n}.${site.id}@example.com`);
      expect(contacts).toHaveLength(1);
      expect(ghl.notes(contacts[0]?.id)).toHaveLength(1);
    }
  });

  it('serves a file uploaded through B from A', async () => {
    const photo = await picture(640, 480, 'jpeg');
    const { body, contentType } = await multipart('Retreat.jpg', photo);
    const uploaded = await fetch(`${b.base}/api/files`, {
      method: 'POST',
      headers: { cookie, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(uploaded.status).toBe(201);
    const file = await json<StoredFile>(uploaded);
    const served = await fetch(`${a.base}${file.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), photo)).toBe(0);
    const copy = await fetch(`${a.base}${file.variants[0]?.url ?? ''}`);
    expect(copy.headers.get('content-type')).toBe('image/webp');
  });

  it('holds the sign-in limit across both: the 11th wrong password is refused, wherever it goes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const app = i % 2 === 0 ? a : b;
      const answer = await call(
        app.base,
        'POST',
        '/api/auth/login',
        { email: EMAIL, password: `wrong guess ${i}` },
        { from: '198.51.100.66' },
      );
      statuses.push(answer.status);
    }
    // 10 failures a minute for an account from one address (sign-in-limits.ts), as on one process.
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it('holds the page’s hourly lead ceiling across both: exactly the excess is held', async () => {
    const site = sites[1];
    if (!site) throw new Error('not seeded');
    const answers: string[] = [];
    for (let n = 1; n <= PAGE_CEILING + 2; n += 1) {
      const sent = await postLead((n % 2 === 0 ? b : a).base, site, n);
      answers.push((await json<{ status: string }>(sent)).status);
    }
    expect(answers.filter((s) => s === 'held')).toHaveLength(2);
    expect(answers.slice(PAGE_CEILING)).toEqual(['held', 'held']);
  });

  it('counts a visitor’s view through A and one through B as two views of one visitor', async () => {
    const site = sites[0];
    if (!site) throw new Error('not seeded');
    for (const app of [a, b]) {
      const page = await call(app.base, 'GET', site.path, undefined, { from: '192.0.2.10' });
      expect(page.status).toBe(200);
    }
    const report = () => {
      const today = dayOf(Date.now());
      const query = `websiteId=${site.id}&from=${addDays(today, -1)}&to=${today}`;
      return json<AnalyticsAnswer>(
        call(b.base, 'GET', `/api/analytics?${query}`, undefined, { cookie }),
      );
    };
    const counted = await waitFor('both views counted', async () => {
      const answer = await report();
      return answer.views >= 2 ? answer : null;
    });
    expect(counted.views).toBe(2);
    expect(counted.visitors).toBe(1);
  });

  it('runs a job once: the pages drawn by an older build are drawn again by one process', async () => {
    // One republish job per build, drawing the pages once: a process that starts after the job
    // ran adds another, which finds nothing to draw. Two builds only if the renderer's sources
    // changed between the two starts (a working tree edited meanwhile): then each draws them.
    const rows = await waitFor(
      'the republish job done',
      async () => {
        const found = await database.db.select().from(jobs).where(eq(jobs.kind, 'republish'));
        return found.length > 0 && found.every((r) => r.doneAt) ? found : null;
      },
      { timeoutMs: 60_000, everyMs: 100 },
    );
    expect(rows.map((r) => r.attempts)).toEqual(rows.map(() => 1));
    const builds = new Set(rows.map((r) => r.key)).size;
    const said = (a.output() + b.output()).match(/republished 2 live page\(s\)/g) ?? [];
    expect(said).toHaveLength(builds);
    const drawnWith = await database.db
      .select({ by: publications.renderedWith })
      .from(publications);
    expect(drawnWith.every((p) => p.by !== 'an-older-build')).toBe(true);
    // The day's backup archive, asked for by both processes at start, is made once.
    // (A process that starts after the archive was made asks again, and finds it there.)
    const backupJobs = await waitFor(
      'the day’s backup',
      async () => {
        const found = await database.db.select().from(jobs).where(eq(jobs.kind, 'backup'));
        return found.length > 0 && found.every((r) => r.doneAt) ? found : null;
      },
      { timeoutMs: 60_000, everyMs: 100 },
    );
    expect(backupJobs.map((r) => r.attempts)).toEqual(backupJobs.map(() => 1));
    expect((a.output() + b.output()).match(/backed up to /g)).toHaveLength(1);
    expect(readdirSync(backups)).toHaveLength(1);
  });
});
