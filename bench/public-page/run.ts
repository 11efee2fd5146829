/**
 * Published-page benchmark: throughput and latency of a live page (/s/{slug}, brotli) against a
 * bare node:http server sending the same bytes, page weight per template and Lighthouse (mobile)
 * per template. The real app on in-memory PGlite and the bare server each run in a child process
 * (app-process.ts, baseline-process.ts), the load generator here; real Chromium. See
 * docs/performance.md.
 */
import { cpus, loadavg } from 'node:os';
import { startChild, type BenchChild } from './child';
import { CATEGORIES, launchChrome, medianRun, saveReport, TARGET } from './lighthouse';
import { LOADED_TEMPLATE, type PublishedPage } from './setup';
import { throughput, type BenchPair } from './throughput';
import { pageWeight } from './weight';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** App processes (each with a bare server beside it) whose rounds the medians are taken over. */
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 2));
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

/** BENCH_APP_NODE_ARGS: flags for the app's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const APP_NODE_ARGS = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** The loaded template's page in an app process. */
function loadedPage(app: BenchChild): PublishedPage {
  const page = (app.ready as PublishedPage[]).find((p) => p.template === LOADED_TEMPLATE);
  if (!page) throw new Error(`no ${LOADED_TEMPLATE} page`);
  return page;
}

async function main(): Promise<void> {
  const apps: BenchChild[] = [];
  let failures = 0;
  try {
    for (let i = 0; i < PROCESSES; i++) {
      apps.push(await startChild('bench/public-page/app-process.ts', [], APP_NODE_ARGS));
    }
    const app = apps[0] as BenchChild;
    const pages = app.ready as PublishedPage[];
    console.log(
      `${pages.length} templates published; ${cpus().length} cores, ` +
        `load average ${loadavg()[0]?.toFixed(1)}, Node ${process.version}`,
    );
    await weights(pages);
    const pairs: BenchPair[] = apps.map((child) => ({ app: child, page: loadedPage(child) }));
    failures = await throughput(pairs);
    let dropped = 0;
    for (const child of apps) dropped += Number(await child.ask('dropped'));
    console.log(
      `${dropped} views dropped by a full counter during the whole run; ` +
        `load average ${loadavg()[0]?.toFixed(1)} after the load`,
    );
    // BENCH_LIGHTHOUSE_RUNS=0 measures throughput and weight only.
    if (LIGHTHOUSE_RUNS > 0) await audits(pages);
  } finally {
    for (const child of apps) await child.stop();
  }
  if (failures > 0) {
    console.error(`${failures} requests failed (errors, timeouts or non-2xx answers)`);
    process.exitCode = 1;
  }
}

await main();
