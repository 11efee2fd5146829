/**
 * Throughput of the live page against the bare server, each in its own process (child.ts), the
 * load generator (autocannon's worker) in this one. The targets take turns in rounds; each run
 * also reads the server process's CPU time, whose cost per answer is far steadier than requests/s
 * on a small shared machine. A process can keep a slower or faster state for its whole life (10-20%
 * on this machine, whichever server it runs), so each server runs in several processes, in pairs
 * (an app and a bare server), and the medians are taken over every round of every pair. The page
 * is loaded at /s/{slug} and on its own domain's / (issue 37: Host names a coach's verified domain);
 * the website's About page and a blog post are loaded too (issue 38), each against the bare server
 * sending its own bytes.
 */
import { cpuMicros, startChild, type BenchChild } from './child';
import { BROTLI, getRaw, loadPage, type PageLoad } from './load';
import { checkFromMemory } from './more-pages';
import { checkOwnDomain } from './own-domain';
import { targetsOf, type BenchPair, type Sends, type Target } from './targets';

export type { BenchPair } from './targets';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

type Run = PageLoad & {
  target: string;
  /** Which pair of processes, from 1. */
  pair: number;
  round: number;
  serverCpu: number;
  serverGc: number;
  loadCpu: number;
  views: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const tenths = (value: number) => Number(value.toFixed(1));
const perAnswer = (micros: number, run: PageLoad) =>
  Number((micros / Math.max(1, run.requests)).toFixed(1));

async function measure(
  target: Target,
  { app, page }: BenchPair,
  pair: number,
  round: number,
): Promise<Run> {
  const slug = page.slug;
  const views = Number(await app.ask('views', slug));
  const cpu = Number(await target.server.ask('cpu'));
  const gc = Number(await target.server.ask('gc'));
  const ownCpu = cpuMicros();
  const run = await loadPage(target.url, SECONDS, CONNECTIONS, target.headers);
  const loadCpu = run.loadCpuMicros ?? cpuMicros() - ownCpu;
  const serverCpu = Number(await target.server.ask('cpu')) - cpu;
  const serverGc = Number(await target.server.ask('gc')) - gc;
  const counted = Number(await app.ask('views', slug)) - views;
  return { ...run, target: target.name, pair, round, serverCpu, serverGc, loadCpu, views: counted };
}

/**
 * Loads the baseline, the live page as a bot asks for it (not counted) and as a browser does
 * (counted by Content Analytics), for each pair of processes, in ROUNDS rounds after warming each
 * up; answers the failed requests.
 */
export async function throughput(pairs: BenchPair[]): Promise<number> {
  const first = pairs[0];
  if (!first) throw new Error('no app process to load');
  const baselines: BenchChild[] = [];
  try {
    for (const pair of pairs) {
      const { url, more } = pair.page;
      const urls = more ? [url, more.subpage, more.post] : [url];
      baselines.push(await startChild('bench/public-page/baseline-process.ts', urls));
    }
    const targets = pairs.map((pair, i) => targetsOf(pair, baselines[i] as BenchChild));
    // Each pair's servers send the same bytes per page (pages of two app processes differ in
    // their ids), but for the page's own domain, which names itself (canonical link, og:url).
    const captured: Buffer[] = [];
    const onDomain: Buffer[] = [];
    const others: Buffer[][] = [];
    for (const [i, pair] of pairs.entries()) {
      const own = await getRaw(pair.page.url, BROTLI);
      captured.push(own.body);
      const domain = await checkOwnDomain(pair.app, pair.page.ownDomain ?? { host: '', url: '' });
      onDomain.push(domain);
      const { subpage, post } = pair.page.more ?? { subpage: '', post: '' };
      const more = [
        await checkFromMemory(pair.app, subpage),
        await checkFromMemory(pair.app, post),
      ];
      others.push(more);
      const bytes: Record<Sends, Buffer> = {
        home: own.body,
        domain,
        subpage: more[0] as Buffer,
        post: more[1] as Buffer,
      };
      for (const target of targets[i] ?? []) {
        const answer = await getRaw(target.url, target.headers);
        if (answer.status !== 200 || !answer.body.equals(bytes[target.sends])) {
          throw new Error(`${target.name} sends other bytes (${answer.status})`);
        }
      }
    }
    console.log(
      `/s/${first.page.slug} (${captured[0]?.length ?? 0} body bytes) and / at Host ` +
        `${first.page.ownDomain?.host} (${onDomain[0]?.length ?? 0}), its About page ` +
        `${new URL(first.page.more?.subpage ?? '/').pathname} (${others[0]?.[0]?.length ?? 0}) ` +
        `and post ${new URL(first.page.more?.post ?? '/').pathname} ` +
        `(${others[0]?.[1]?.length ?? 0}): ${CONNECTIONS} connections, ` +
        `${ROUNDS} rounds of ${SECONDS}s per target after a ${WARMUP_SECONDS}s warm-up each, ` +
        `accept-encoding: br; ${pairs.length} pairs of processes (app pids ` +
        `${pairs.map((p) => p.app.pid).join(', ')}; baseline pids ` +
        `${baselines.map((b) => b.pid).join(', ')}), load generator ` +
        (process.env.BENCH_LOAD_GENERATOR === 'wrk'
          ? "wrk (its percentiles are corrected for coordinated omission: a connection's slow " +
            'first answer, while the server takes new connections one per turn of its event ' +
            'loop, counts many times; docs/performance.md)'
          : `autocannon in pid ${process.pid}`),
    );
    let failures = 0;
    for (const target of targets.flat()) {
      const warm = await loadPage(target.url, WARMUP_SECONDS, CONNECTIONS, target.headers);
      failures += warm.errors + warm.non2xx;
    }
    const runs: Run[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, pair] of pairs.entries()) {
        for (const target of targets[i] ?? []) {
          runs.push(await measure(target, pair, i + 1, round));
        }
      }
    }
    failures += runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
    report(runs, targets[0] ?? []);
    return failures;
  } finally {
    for (const baseline of baselines) await baseline.stop();
  }
}

function report(runs: Run[], targets: Target[]): void {
  /** The requests/s of the bare server sending a run's page, in the same round and pair. */
  const baselineOf = (run: Run) => {
    const target = targets.find((t) => t.name === run.target);
    const name = target?.baseline ?? target?.name;
    return (
      runs.find((r) => r.round === run.round && r.pair === run.pair && r.target === name)
        ?.requestsPerSecond ?? 1
    );
  };
  console.table(
    runs.map((run) => ({
      round: run.round,
      pair: run.pair,
      target: run.target,
      'requests/s': Math.round(run.requestsPerSecond),
      'p50 ms': run.p50,
      'p99 ms': run.p99,
      'errors/non-2xx/timeouts': `${run.errors}/${run.non2xx}/${run.timeouts}`,
      '/ baseline': Number((run.requestsPerSecond / baselineOf(run)).toFixed(3)),
      'server CPU µs/answer': perAnswer(run.serverCpu, run),
      'of it GC': perAnswer(run.serverGc, run),
      'load gen. CPU µs/answer': perAnswer(run.loadCpu, run),
    })),
  );
  console.log('Medians over every round of every pair:');
  console.table(
    targets.map((target) => {
      const mine = runs.filter((r) => r.target === target.name);
      return {
        target: target.name,
        'requests/s': Math.round(median(mine.map((r) => r.requestsPerSecond))),
        'p99 ms': tenths(median(mine.map((r) => r.p99))),
        // Little's law: every connection always waits for an answer, so this is the mean latency,
        // which p99 cannot be under.
        'mean ms (connections / req/s)': tenths(
          median(mine.map((r) => (CONNECTIONS / Math.max(1, r.requestsPerSecond)) * 1000)),
        ),
        '/ baseline': Number(
          median(mine.map((r) => r.requestsPerSecond / baselineOf(r))).toFixed(3),
        ),
        'server CPU µs/answer': tenths(median(mine.map((r) => perAnswer(r.serverCpu, r)))),
        'of it GC': tenths(median(mine.map((r) => perAnswer(r.serverGc, r)))),
      };
    }),
  );
  const of = (at: Target['at'], counted: boolean) => {
    const name = targets.find((t) => t.at === at && Boolean(t.counted) === counted)?.name;
    return runs.filter((r) => r.target === name);
  };
  /** The median over rounds of one set of runs' requests/s against another's in the same round. */
  const against = (some: Run[], others: Run[]) =>
    median(some.map((r, i) => r.requestsPerSecond / (others[i]?.requestsPerSecond ?? 1)));
  for (const at of ['/s/', 'own domain'] as const) {
    const bot = of(at, false);
    const browser = of(at, true);
    const answered = browser.reduce((sum, r) => sum + r.requests, 0);
    const views = browser.reduce((sum, r) => sum + r.views, 0);
    console.log(
      `${at}: Content Analytics counted ${views} page views for the counted runs' ${answered} ` +
        `answers (${answered > 0 ? ((views / answered) * 100).toFixed(1) : 0}%), ` +
        `${bot.reduce((sum, r) => sum + r.views, 0)} during the bot's runs; counted / not ` +
        `counted (median of the rounds): ${against(browser, bot).toFixed(3)} (target: at least 0.9)`,
    );
  }
  for (const [at, counted] of [
    ['subpage', true],
    ['post', false],
  ] as const) {
    const mine = of(at, counted);
    const answered = mine.reduce((sum, r) => sum + r.requests, 0);
    console.log(
      `${at}: Content Analytics counted ${mine.reduce((sum, r) => sum + r.views, 0)} views of ` +
        `the website during its runs' ${answered} answers`,
    );
  }
  const bot = against(of('own domain', false), of('/s/', false));
  const browser = against(of('own domain', true), of('/s/', true));
  console.log(
    `own domain / /s/ (median of the rounds): bot ${bot.toFixed(3)}, browser ${browser.toFixed(3)}`,
  );
}
