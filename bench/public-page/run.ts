/**
 * Published-page benchmark: throughput and latency of a live page (/s/{slug}, brotli) against a
 * bare node:http server sending the same bytes, page weight per template and Lighthouse (mobile)
 * per template. Real app in-process on in-memory PGlite, real Chromium. See docs/performance.md.
 */
import { cpus, loadavg } from 'node:os';
import { closeServer, urlOf } from '../api/load';
import { BROTLI, getRaw, loadPage, startPageBaseline, type PageLoad } from './load';
import { CATEGORIES, launchChrome, medianRun, saveReport, TARGET } from './lighthouse';
import { startPublicBench, type PublishedPage } from './setup';
import { pageWeight } from './weight';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOADED_TEMPLATE = 'coach-exact';
const MAX_PAGE_BYTES = 30 * 1024;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

async function weights(pages: PublishedPage[]): Promise<void> {
  const rows = [];
  for (const page of pages) {
    const w = await pageWeight(page);
    rows.push({
      template: w.template,
      'HTML bytes': w.htmlBytes,
      'HTML br bytes': w.htmlBrotliBytes,
      'CSS br bytes': w.stylesheetBrotliBytes,
      'total br KB': kb(w.totalBrotliBytes),
      'under 30 KB': w.totalBrotliBytes < MAX_PAGE_BYTES,
      '<script>': w.hasScript,
    });
  }
  console.table(rows);
}

/** A bot's request: the page is served but not counted, for the counting-off row. */
const NOT_COUNTED = {
  'accept-encoding': 'br',
  'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
};

/**
 * Loads the baseline, the live page as a bot asks for it (not counted) and as a browser does
 * (counted by Content Analytics), after warming all up; answers the failed requests.
 */
async function throughput(
  page: PublishedPage,
  counted: (slug: string) => Promise<number>,
  dropped: () => number,
): Promise<number> {
  const captured = await getRaw(page.url, BROTLI);
  const baseline = await startPageBaseline(captured);
  const targets = [
    { name: 'baseline node:http', url: urlOf(baseline, '/'), headers: BROTLI },
    { name: `/s/${page.slug}, counting off (a bot)`, url: page.url, headers: NOT_COUNTED },
    { name: `/s/${page.slug}, counted (a browser)`, url: page.url, headers: BROTLI },
  ];
  let failures = 0;
  try {
    for (const target of targets) {
      const answer = await getRaw(target.url, target.headers);
      if (!answer.body.equals(captured.body)) throw new Error(`${target.name} sends other bytes`);
    }
    console.log(
      `${CONNECTIONS} connections, ${SECONDS}s per target after ${WARMUP_SECONDS}s warm-up, ` +
        `accept-encoding: br, ${captured.body.length} body bytes`,
    );
    for (const target of targets) {
      const warm = await loadPage(target.url, WARMUP_SECONDS, CONNECTIONS, target.headers);
      failures += warm.errors + warm.non2xx;
    }
    const runs: PageLoad[] = [];
    let views = 0;
    for (const target of targets) {
      const before = await counted(page.slug);
      const run = await loadPage(target.url, SECONDS, CONNECTIONS, target.headers);
      views = (await counted(page.slug)) - before;
      failures += run.errors + run.non2xx;
      runs.push(run);
    }
    const answered = runs[2]?.requests ?? 0;
    console.log(
      `Content Analytics counted ${views} page views for the counted run's ${answered} answers ` +
        `(${answered > 0 ? ((views / answered) * 100).toFixed(1) : 0}%); ` +
        `${dropped()} views dropped by a full counter during the whole run`,
    );
    const floor = runs[0]?.requestsPerSecond ?? 1;
    console.table(
      runs.map((run, i) => ({
        target: targets[i]?.name,
        'requests/s': Math.round(run.requestsPerSecond),
        'p50 ms': run.p50,
        'p99 ms': run.p99,
        errors: run.errors,
        'non-2xx': run.non2xx,
        timeouts: run.timeouts,
        'app/baseline': Number((run.requestsPerSecond / floor).toFixed(3)),
      })),
    );
    const off = runs[1]?.requestsPerSecond ?? 1;
    const on = runs[2]?.requestsPerSecond ?? 0;
    console.log(`counted / not counted: ${(on / off).toFixed(3)} (target: at least 0.9)`);
  } finally {
    await closeServer(baseline);
  }
  return failures;
}

async function audits(pages: PublishedPage[]): Promise<void> {
  const chrome = await launchChrome();
  try {
    const scores = [];
    const failing = [];
    const details: string[] = [];
    for (const page of pages) {
      const { run, performanceRange } = await medianRun(chrome, page.url, LIGHTHOUSE_RUNS);
      saveReport(process.env.BENCH_LIGHTHOUSE_DIR, page.template, run);
      if (scores.length === 0) {
        const env = run.lhr.environment;
        console.log(
          `Lighthouse ${run.lhr.lighthouseVersion} (mobile, simulated throttling), ` +
            `${env.hostUserAgent}, benchmark index ${Math.round(env.benchmarkIndex)}, ` +
            `median of ${LIGHTHOUSE_RUNS} runs by performance`,
        );
      }
      scores.push({
        template: page.template,
        ...run.scores,
        'performance range': performanceRange,
        'bytes loaded KB': kb(run.totalBytes),
        'below target': CATEGORIES.filter((c) => run.scores[c] < TARGET[c]).join(' '),
      });
      for (const a of run.failing) {
        failing.push({
          template: page.template,
          category: a.category,
          audit: a.id,
          title: a.title.slice(0, 60),
          score: a.score,
          value: a.displayValue,
        });
        for (const d of a.details.slice(0, 8)) details.push(`${page.template} ${a.id}: ${d}`);
      }
    }
    console.table(scores);
    if (failing.length > 0) console.table(failing);
    for (const line of details) console.log(line);
  } finally {
    await chrome.close();
  }
}

async function main(): Promise<void> {
  const bench = await startPublicBench();
  let failures = 0;
  try {
    console.log(
      `${bench.pages.length} templates published; ${cpus().length} cores, ` +
        `load average ${loadavg()[0]?.toFixed(1)}, Node ${process.version}`,
    );
    await weights(bench.pages);
    const page = bench.pages.find((p) => p.template === LOADED_TEMPLATE);
    if (!page) throw new Error(`no ${LOADED_TEMPLATE} page`);
    failures = await throughput(page, bench.viewsCounted, () => bench.app.visitCounter.dropped);
    console.log(`load average ${loadavg()[0]?.toFixed(1)} after the load`);
    // BENCH_LIGHTHOUSE_RUNS=0 measures throughput and weight only.
    if (LIGHTHOUSE_RUNS > 0) await audits(bench.pages);
  } finally {
    await bench.close();
  }
  if (failures > 0) {
    console.error(`${failures} requests failed (errors, timeouts or non-2xx answers)`);
    process.exitCode = 1;
  }
}

await main();
