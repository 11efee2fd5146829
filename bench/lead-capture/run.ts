/**
 * Lead-capture benchmark: form posts per second (POST /forms/{websiteId}, each a new visitor from
 * its own address, delivered to a fake GoHighLevel at once) at 50 connections, against the same
 * published page's own GET throughput in the same run; p50/p99; and zero lost: every accepted post
 * is a stored lead, and once the outbox drains, a contact in the CRM. Real app in-process on
 * in-memory PGlite. See docs/performance.md.
 */
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { openPglite, openPostgres } from '../../src/server/db/database';
import { leads } from '../../src/server/db/schema';
import { deliverLeadsHandler } from '../../src/server/jobs/deliver-leads';
import { startRunner } from '../../src/server/jobs/runner';
import { makeServices } from '../../src/server/services';
import { startFakeGhl } from '../../test/fakes/ghl-server';
import { urlOf } from '../api/load';
import { signUpCoach } from '../support/coach';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const fake = await startFakeGhl({ rateLimit: { max: 10_000_000, daily: 10_000_000 } });
// BENCH_DATABASE_URL: an empty PostgreSQL database to run on instead of the embedded one.
const database = process.env.BENCH_DATABASE_URL
  ? await openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(null);
const services = makeServices({ ghlApiUrl: fake.url });
// Visitors come through a proxy on this machine, so each post names its own address.
const app = await buildApp({ db: database.db, services, trustProxy: ['127.0.0.1'] });
await app.listen({ host: '127.0.0.1', port: 0 });
const { cookie } = await signUpCoach(app);
const call = async <T>(method: 'POST' | 'PUT', url: string, payload: object): Promise<T> => {
  const answer = await app.inject({ method, url, payload, headers: { cookie } });
  if (answer.statusCode >= 300)
    throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
};
await call('PUT', '/api/crm/connection', { apiKey: fake.apiKey, locationId: fake.locationId });
const website = await call<{
  id: number;
  sections: { elements: { id: number; type: string }[] }[];
}>('POST', '/api/websites', { name: 'Momentum', template: 'coaching-offer' });
const formId = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form')?.id;
const published = await call<{ url: string }>('POST', `/api/websites/${website.id}/publish`, {});
const pagePath = new URL(published.url).pathname;

type Run = { name: string; result: autocannon.Result };
const runs: Run[] = [];

async function load(name: string, options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options });
  runs.push({ name, result });
  return result;
}

let visitor = 0;
console.log(
  `${CONNECTIONS} connections, ${SECONDS}s per target, ${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}`,
);
await load(`GET ${pagePath} (the page itself)`, {
  url: urlOf(app.server, pagePath),
  headers: { 'accept-encoding': 'br' },
});
const posts = await load(`POST /forms/${website.id} (a new lead each)`, {
  url: urlOf(app.server, `/forms/${website.id}`),
  method: 'POST',
  requests: [
    {
      setupRequest: (request) => {
        visitor += 1;
        const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
        return {
          ...request,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            'x-forwarded-for': ip,
          },
          body: new URLSearchParams({
            form: String(formId),
            name: `Visitor ${visitor}`,
            email: `visitor${visitor}@example.com`,
            message: `Interested in coaching (${visitor})`,
          }).toString(),
        };
      },
    },
  ],
});

// Zero lost: every accepted post is a lead; the outbox then delivers each one once.
const accepted = posts['2xx'];
const storedNow = async () => (await database.db.select({ n: count() }).from(leads))[0]?.n ?? 0;
let stored = await storedNow();
const runner = startRunner({
  db: database.db,
  handlers: [deliverLeadsHandler(database.db, services, { baseMs: 50, maxMs: 500 })],
  log: () => undefined,
  pollMs: 50,
  concurrency: 4,
  bell: services.jobBell,
});
const deadline = Date.now() + 120_000;
let delivered = 0;
while (Date.now() < deadline) {
  delivered =
    (await database.db.select({ n: count() }).from(leads).where(eq(leads.status, 'delivered')))[0]
      ?.n ?? 0;
  // Posts the load left under way are still being stored: count again until it all settles.
  stored = await storedNow();
  if (delivered === stored) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await runner.stop();
const contacts = fake.contacts().filter((c) => c.email?.startsWith('visitor')).length;

const baseline = runs[0]?.result;
console.table(
  runs.map(({ name, result }) => ({
    target: name,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors,
    'non-2xx': result.non2xx,
    'vs page': Number((result.requests.average / (baseline?.requests.average ?? 1)).toFixed(3)),
  })),
);
console.table([
  {
    'posts accepted': accepted,
    'leads stored': stored,
    'delivered at end': delivered,
    'contacts in CRM': contacts,
    // Posts still under way when the load stopped are stored too; none accepted may be missing.
    'in flight at the end': stored - accepted,
    lost: Math.max(0, accepted - stored) + (stored - delivered),
    duplicates: contacts - delivered,
  },
]);
await app.close();
await database.close();
await fake.close();
if (accepted > stored || delivered !== stored || contacts !== delivered) process.exit(1);
