/**
 * One measurement of the uploads benchmark, in a process of its own so its peak memory is its own:
 * `tsx bench/uploads/worker.ts <scenario> <root> <png>`, where <root> holds the code under test (this
 * repository, or an older revision exported by run.ts) and <png> the 49-megapixel picture. Prints
 * one line of JSON (a Measurement). See run.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { multipart } from '../../test/support/uploads';

export type Measurement = {
  /** Milliseconds from sending the uploads to the last answer (or the median of `rounds`). */
  ms: number;
  /** The slowest round, when there are several. */
  maxMs?: number;
  statuses: number[];
  /** CPU time of the whole process (all threads) per round: steadier than wall time on a busy machine. */
  cpuMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
};

const [scenario = '', root = '', pngPath = ''] = process.argv.slice(2);
const png = readFileSync(pngPath);
const mb = (bytes: number) => Math.round(bytes / 1_000_000);

/** RSS sampled every 5 ms while `work` runs (decoding happens off the event loop, in sharp's threads). */
async function measured(work: () => Promise<number[]>, rounds = 1): Promise<Measurement> {
  const rssBeforeMb = mb(process.memoryUsage.rss());
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const times: number[] = [];
  let statuses: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    statuses = await work();
    times.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  times.sort((a, b) => a - b);
  return {
    ms: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    ...(rounds > 1 ? { maxMs: Math.round(times[times.length - 1] ?? 0) } : {}),
    statuses,
    cpuMs: Math.round((used.user + used.system) / 1000 / rounds),
    rssBeforeMb,
    peakRssMb: mb(peak),
  };
}

/** The web-sized copies as the code before issue 23 made them: the source opened once per width. */
const WIDTHS = [480, 960, 1600];
const limits = { limitInputPixels: 50_000_000, failOn: 'error' as const };
const webp = (image: Sharp) => image.webp({ quality: 78 }).toBuffer();
const strategies: Record<string, (bytes: Buffer) => Promise<unknown>> = {
  'a pipeline per width (before)': (bytes) =>
    Promise.all(WIDTHS.map((w) => webp(sharp(bytes, limits).rotate().resize({ width: w })))),
  'one pipeline, .clone() per width': (bytes) => {
    const base = sharp(bytes, limits).rotate();
    return Promise.all(WIDTHS.map((w) => webp(base.clone().resize({ width: w }))));
  },
  'the whole picture to raw pixels, then each width': async (bytes) => {
    const { data, info } = await sharp(bytes, limits)
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return Promise.all(
      WIDTHS.map((w) => webp(sharp(data, { raw, limitInputPixels: false }).resize({ width: w }))),
    );
  },
};

type AppModule = typeof import('../../src/server/app');
type DatabaseModule = typeof import('../../src/server/db/database');
type ServicesModule = typeof import('../../src/server/services');
const load = async <T>(path: string) => (await import(pathToFileURL(join(root, path)).href)) as T;

async function start(fileLimits?: { maxFileBytes: number; quotaBytes: number }) {
  const { buildApp } = await load<AppModule>('src/server/app.ts');
  const { openPglite } = await load<DatabaseModule>('src/server/db/database.ts');
  const { makeServices } = await load<ServicesModule>('src/server/services.ts');
  const database = await openPglite(null);
  const app = await buildApp({ db: database.db, services: makeServices({ fileLimits }) });
  let coaches = 0;
  const signUp = async () => {
    coaches += 1;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `bench-uploads-${coaches}@example.com`,
        password: 'benchmark password',
        name: 'Bench Coach',
      },
    });
    if (answer.statusCode !== 201) throw new Error(`sign-up: ${answer.statusCode} ${answer.body}`);
    return String(answer.headers['set-cookie']).split(';')[0] ?? '';
  };
  /** Sends a multipart body (made beforehand, so only the server's time is measured). */
  const send = async (cookie: string, body: { body: Buffer; contentType: string }) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { cookie, 'content-type': body.contentType },
      payload: body.body,
    });
    return answer.statusCode;
  };
  const upload = async (cookie: string, name: string, bytes: Buffer) =>
    send(cookie, await multipart(name, bytes));
  // One small picture first, so the first measured upload does not pay for loading sharp.
  await upload(
    await signUp(),
    'warm-up.png',
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  return { signUp, send, upload, close: () => app.close().then(() => database.close()) };
}

async function run(): Promise<Measurement> {
  const strategy = strategies[scenario];
  if (strategy) return measured(async () => [(await strategy(png), 200)]);
  if (scenario === 'one decode to the largest copy (now)') {
    const { makeImageCopies } = await load<
      typeof import('../../src/server/domain/files/image-variants')
    >('src/server/domain/files/image-variants.ts');
    return measured(async () => [(await makeImageCopies(png, 'bench.png'), 200)]);
  }
  if (scenario === 'four-coaches' || scenario === 'one-coach') {
    const app = await start();
    // One after the other: each sign-up's password hash takes 32 MiB for a moment.
    const cookies: string[] = [];
    for (let i = 0; i < 4; i += 1) cookies.push(await app.signUp());
    const senders = scenario === 'one-coach' ? cookies.map(() => cookies[0] ?? '') : cookies;
    const bodies = await Promise.all(senders.map((_, i) => multipart(`big-${i}.png`, png)));
    const result = await measured(() =>
      Promise.all(
        senders.map((cookie, i) => app.send(cookie, bodies[i] ?? { body: png, contentType: '' })),
      ),
    );
    await app.close();
    return result;
  }
  if (scenario === 'full-quota') {
    const app = await start({ maxFileBytes: 20_000_000, quotaBytes: 1_000_000 });
    const cookie = await app.signUp();
    const filled = await app.upload(cookie, 'notes.csv', Buffer.from('a,b\n'.padEnd(990_000, 'x')));
    if (filled !== 201) throw new Error(`filling the storage answered ${filled}`);
    const body = await multipart('big.png', png);
    const result = await measured(async () => [await app.send(cookie, body)], 20);
    await app.close();
    return result;
  }
  throw new Error(`unknown scenario: ${scenario}`);
}

console.log(JSON.stringify(await run()));
