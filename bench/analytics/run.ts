/**
 * Content Analytics benchmark (issue 14): GET /api/analytics for 90 days of 100 websites, each
 * with 1,000 views a day (as the day rows counting writes: views, referrers, campaigns; two leads a
 * day), through the real routes, against the same call for one website over 7 days in the same
 * run. Target: the 90-day, 100-website answer under 200 ms. In-memory PGlite, or PostgreSQL with
 * BENCH_DATABASE_URL. BENCH_ANALYZE=1 gathers planner statistics after seeding (as PostgreSQL's
 * autovacuum would in time; PGlite has no autovacuum). See docs/performance.md.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays, dayOf } from '../../src/model/analytics/date-range';
import { DEFAULT_QUOTAS } from '../../src/model/limits';
import { buildApp } from '../../src/server/app';
import { openPglite, openPostgres } from '../../src/server/db/database';
import { makeServices } from '../../src/server/services';
import { signUpCoach } from '../support/coach';
import { seedAnalytics } from './seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const TARGET_MS = 200;
const SHAPE = { websites: 100, days: 90, viewsPerDay: 1000 };
const ANALYZE = process.env.BENCH_ANALYZE === '1';

const database = process.env.BENCH_DATABASE_URL
  ? await openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(null);
const app = await buildApp({
  db: database.db,
  services: makeServices({ quotas: { ...DEFAULT_QUOTAS, websitesPerCoach: 1000 } }),
});
const { userId, cookie } = await signUpCoach(app);
const today = dayOf(Date.now());
const seeding = performance.now();
const { websiteIds, rows } = await seedAnalytics(database.db, userId, today, SHAPE);
if (ANALYZE) await database.db.execute(sql`analyze`);
console.log(
  `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}, Node ${process.version}: ` +
    `seeded ${SHAPE.websites} websites x ${SHAPE.days} days (${rows.views} view rows, ` +
    `${rows.referrers} referrer rows, ${rows.campaigns} campaign rows, ${rows.leads} leads) ` +
    `in ${Math.round(performance.now() - seeding)} ms` +
    (ANALYZE ? ', then ANALYZE' : ', no ANALYZE (planner statistics as left by the inserts)'),
);

async function get(url: string): Promise<void> {
  const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
}

const one = websiteIds[0] ?? 0;
const quarter = `from=${addDays(today, -89)}&to=${today}`;
const targets = [
  {
    name: '1 website, 7 days (baseline)',
    url: `/api/analytics?websiteId=${one}&from=${addDays(today, -6)}&to=${today}`,
  },
  { name: '1 website, 90 days', url: `/api/analytics?websiteId=${one}&${quarter}` },
  { name: `${SHAPE.websites} websites, 90 days`, url: `/api/analytics?${quarter}`, target: true },
  { name: `${SHAPE.websites} websites, 90 days, CSV`, url: `/api/analytics.csv?${quarter}` },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const results = [];
for (const target of targets) {
  for (let i = 0; i < WARMUP; i++) await get(target.url);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await get(target.url);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  results.push({
    name: target.name,
    target: target.target === true,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
  });
}
const floor = results[0]?.p50 ?? 1;
console.table(
  results.map((r) => ({
    query: r.name,
    'p50 ms': Number(r.p50.toFixed(1)),
    'p95 ms': Number(r.p95.toFixed(1)),
    'max ms': Number(r.max.toFixed(1)),
    'p50 / baseline': Number((r.p50 / floor).toFixed(2)),
  })),
);
const all = results.find((r) => r.target);
if (!all) throw new Error('no target row');
console.log(
  `${all.name}: p50 ${all.p50.toFixed(1)} ms, ` +
    (all.p50 < TARGET_MS
      ? `under the ${TARGET_MS} ms target`
      : `OVER the ${TARGET_MS} ms target by ${(all.p50 - TARGET_MS).toFixed(1)} ms`),
);
await app.close();
await database.close();
