/**
 * AI benchmark (issue 12): time to a full-page proposal with the offline copywriter on a website
 * of 30 sections x 10 elements (300 text slots), against the time to read the same website
 * (GET /api/websites/{id}) in the same run: the whole request (POST /api/ai/write-page through the
 * real routes: load the page and avatar, find the slots, write, check phrases, keep the content
 * item), the copywriter alone, and the baseline. Target: a proposal under 100 ms on the server.
 * Real app in-process on in-memory PGlite (PostgreSQL with BENCH_DATABASE_URL). See
 * docs/performance.md.
 */
import { performance } from 'node:perf_hooks';
import { pageSlots } from '../../src/model/ai/page-slots';
import { EXAMPLE_AVATAR } from '../../src/model/avatars/example-avatar';
import { emptyAvatar } from '../../src/model/avatars/avatar';
import type { Website } from '../../src/model/website';
import { buildApp } from '../../src/server/app';
import { openPglite, openPostgres } from '../../src/server/db/database';
import { offlinePageCopy } from '../../src/server/integrations/ai/offline/page-copy';
import { makeServices } from '../../src/server/services';
import { buildWebsite, DEFAULT_SHAPE, quotasFor } from '../api/fixture';
import { signUpCoach } from '../support/coach';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const TARGET_MS = 100;

const database = process.env.BENCH_DATABASE_URL
  ? await openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(null);
const app = await buildApp({
  db: database.db,
  services: makeServices({ quotas: quotasFor(DEFAULT_SHAPE), aiPerMinute: 1_000_000 }),
});
const { cookie } = await signUpCoach(app);
const { id } = await buildWebsite(app, cookie);

async function inject(method: 'GET' | 'POST', url: string, payload?: object): Promise<string> {
  const answer = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer.body;
}

await inject('POST', '/api/avatars', EXAMPLE_AVATAR);
const website = JSON.parse(await inject('GET', `/api/websites/${id}`)) as Website;
const slots = pageSlots(website).slots;
const avatar = { ...emptyAvatar(), ...EXAMPLE_AVATAR };

type Target = { name: string; run: (i: number) => Promise<unknown> };
const targets: Target[] = [
  { name: `GET /api/websites/${id} (baseline)`, run: () => inject('GET', `/api/websites/${id}`) },
  {
    name: 'POST /api/ai/write-page (whole page)',
    run: (i) => inject('POST', '/api/ai/write-page', { websiteId: id, variant: i }),
  },
  {
    name: 'offline copywriter alone',
    run: (i) => Promise.resolve(offlinePageCopy({ avatar, variant: i, slots, tone: null })),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

const results: { name: string; p50: number; p95: number }[] = [];
for (const target of targets) {
  for (let i = 0; i < WARMUP; i++) await target.run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await target.run(WARMUP + i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  results.push({ name: target.name, p50: percentile(times, 50), p95: percentile(times, 95) });
}

const baseline = results[0]?.p50 ?? NaN;
console.log(
  `${DEFAULT_SHAPE.sections} x ${DEFAULT_SHAPE.elementsPerSection} website, ${slots.length} text slots, ${RUNS} runs each, ${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}`,
);
console.table(
  results.map((r) => ({
    target: r.name,
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    'x baseline (p50)': (r.p50 / baseline).toFixed(2),
  })),
);
const page = results[1];
console.log(
  page && page.p95 < TARGET_MS
    ? `Full-page proposal p95 ${page.p95.toFixed(1)} ms: under the ${TARGET_MS} ms target.`
    : `Full-page proposal p95 ${page?.p95.toFixed(1)} ms: OVER the ${TARGET_MS} ms target.`,
);
await app.close();
await database.close();
