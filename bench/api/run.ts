/**
 * API benchmark: GET /api/websites/{id} for a website of 30 sections x 10 elements, against the
 * real app on in-memory PGlite (and on PostgreSQL when BENCH_DATABASE_URL is set), next to a
 * bare node:http server answering the same bytes from memory, at 10 and at 100 connections. The
 * app runs as `npm start` does, with back-pressure on PGlite (DB_BUSY_MS, default 1000): 503s are
 * counted apart from failures. See docs/performance.md.
 */
import type { Server } from 'node:http';
import { cpus } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { makeServices } from '../../src/server/services';
import {
  DEFAULT_BUSY_MS,
  openPglite,
  openPostgres,
  type Database,
} from '../../src/server/db/database';
import { getWebsite } from '../../src/server/domain/websites/get-website';
import { signUpCoach } from '../support/coach';
import { buildWebsite, ELEMENTS_PER_SECTION, SECTIONS } from './fixture';
import { closeServer, load, median, startBaseline, urlOf, type LoadResult } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** One scenario per connection count. */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const BUSY_MS = Number(process.env.DB_BUSY_MS ?? DEFAULT_BUSY_MS);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;

/** `headers` carries the coach's session cookie for the app (the API needs a signed-in coach). */
type Target = {
  name: string;
  server: Server;
  url: string;
  headers: Record<string, string>;
  /** The runs of the current scenario. */
  runs: LoadResult[];
  bytes: number;
};
type AppUnderTest = {
  app: FastifyInstance;
  database: Database;
  target: Target;
  id: number;
  userId: number;
};

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

async function startApp(name: string, database: Database): Promise<AppUnderTest> {
  const app = await buildApp({
    db: database.db,
    services: makeServices(),
    databaseBusy: database.busy,
  });
  const { userId, cookie } = await signUpCoach(app);
  const { id } = await buildWebsite(app, cookie);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = urlOf(app.server, `/api/websites/${id}`);
  return {
    app,
    database,
    target: { name, server: app.server, url, headers: { cookie }, runs: [], bytes: 0 },
    id,
    userId,
  };
}

/** Mean ms of one call, one at a time, after a few unmeasured calls. */
async function meanMs(f: () => unknown, times = 100): Promise<number> {
  for (let i = 0; i < 10; i++) await f();
  const start = performance.now();
  for (let i = 0; i < times; i++) await f();
  return Number(((performance.now() - start) / times).toFixed(2));
}

/** Where one request's time goes, measured in-process without the network or concurrency. */
async function breakdown({ app, database, target, id, userId }: AppUnderTest) {
  const website = await getWebsite(database.db, userId, id);
  return {
    target: target.name,
    'getWebsite ms (1 query)': await meanMs(() => getWebsite(database.db, userId, id)),
    'JSON.stringify ms': await meanMs(() => JSON.stringify(website)),
    'app.inject GET ms': await meanMs(() =>
      app.inject({ url: `/api/websites/${id}`, headers: target.headers }),
    ),
  };
}

async function bodyBytes({ url, headers }: Target): Promise<number> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

async function main(): Promise<void> {
  const rssStart = rssMb();
  const apps = [await startApp('Coachsite (PGlite)', await openPglite(null, { busyMs: BUSY_MS }))];
  if (POSTGRES_URL) {
    apps.push(await startApp('Coachsite (PostgreSQL)', await openPostgres(POSTGRES_URL)));
  }
  const first = apps[0] as AppUnderTest;
  const captured = await (await fetch(first.target.url, { headers: first.target.headers })).text();
  const baseline: Server = await startBaseline(captured);
  const targets: Target[] = [
    {
      name: 'baseline node:http',
      server: baseline,
      url: urlOf(baseline, '/'),
      headers: {},
      runs: [],
      bytes: 0,
    },
    ...apps.map((a) => a.target),
  ];
  for (const target of targets) target.bytes = await bodyBytes(target);
  const rssSetup = rssMb();

  console.log(
    `GET /api/websites/{id}, ${SECTIONS} sections x ${ELEMENTS_PER_SECTION} elements; ` +
      `${cpus().length} cores, Node ${process.version}; ${CONNECTIONS.join(' and ')} connections, ` +
      `${ROUNDS} rounds of ${SECONDS}s per target after a ${WARMUP_SECONDS}s warm-up; ` +
      `DB_BUSY_MS ${BUSY_MS}`,
  );
  const profiles = [];
  for (const a of apps) profiles.push(await breakdown(a));
  console.table(profiles);
  let failures = 0;
  for (const connections of CONNECTIONS) {
    for (const target of targets) {
      target.runs = [];
      const warmUp = await load(
        target.server,
        target.url,
        WARMUP_SECONDS,
        connections,
        target.headers,
      );
      failures += warmUp.failures;
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const run = await load(target.server, target.url, SECONDS, connections, target.headers);
        failures += run.failures;
        target.runs.push(run);
        console.log(
          `${connections} connections, round ${round} ${target.name}: ` +
            `${run.requestsPerSecond.toFixed(0)} req/s, max ${run.max} ms ` +
            `(${run.serverMax} ms in the server), ${run.busy} 503s`,
        );
      }
    }
    const floor = median((targets[0] as Target).runs).requestsPerSecond;
    console.log(
      `${connections} connections (the median round; max ms, 503s and failures over all rounds):`,
    );
    console.table(
      targets.map((t) => {
        const m = median(t.runs);
        const total = (pick: (r: LoadResult) => number) =>
          t.runs.reduce((sum, r) => sum + pick(r), 0);
        return {
          target: t.name,
          'requests/s': Math.round(m.requestsPerSecond),
          'p50 ms': m.p50,
          'p99 ms': m.p99,
          'max ms': Math.max(...t.runs.map((r) => r.max)),
          'server max ms': Math.max(...t.runs.map((r) => r.serverMax)),
          '503 busy': total((r) => r.busy),
          timeouts: total((r) => r.timeouts),
          'errors/other non-2xx': total((r) => r.failures),
          'response bytes': t.bytes,
          'app/baseline': Number((m.requestsPerSecond / floor).toFixed(3)),
        };
      }),
    );
  }
  console.log(`RSS: ${rssStart} MB at start, ${rssSetup} MB after setup, ${rssMb()} MB after load`);

  for (const { app, database, id, target } of apps) {
    await app.inject({ method: 'DELETE', url: `/api/websites/${id}`, headers: target.headers });
    await app.close();
    await database.close();
  }
  await closeServer(baseline);
  if (failures > 0) {
    console.error(`${failures} requests failed (errors, timeouts or non-2xx answers but 503)`);
    process.exitCode = 1;
  }
}

await main();
