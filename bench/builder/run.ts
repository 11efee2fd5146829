/**
 * Builder benchmark: keystroke-to-canvas latency for websites of 30 and 90 sections x 10 elements
 * (BENCH_SIZES), for each way of typing (targets.ts: the Properties panel's field, and typing on
 * the canvas once the builder has it), next to a plain textarea updating a <p> in the same run;
 * the DOM size of the builder page; and the gzipped JS/CSS the dashboard and the builder route
 * load, with a verdict against BUILDER_ROUTE_LIMIT_KIB (a miss ends the run with exit code 1).
 * BENCH_SIZES (default 30x10,90x10), BENCH_KEYSTROKES, BENCH_WARMUP_KEYSTROKES, BENCH_CLIENT_DIR
 * (a client build other than dist/client) and BENCH_ONLY=bundle-size (the download sizes alone)
 * change what runs. Real app in-process on in-memory PGlite, real Chromium. See docs/performance.md.
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from '../../scripts/client-build';
import type { Shape } from '../api/fixture';
import { entryAssets, recordDownloads, routeVerdict, sizeOf, type Size } from './bundle-size';
import { measure, measureBaseline, summarize, type Run, type Sample } from './latency';
import {
  countNodes,
  openBuilder,
  parseShapes,
  shapeName,
  startBench,
  type Bench,
  type NodeCounts,
} from './setup';
import { TARGETS } from './targets';

const RUN: Run = {
  keystrokes: Number(process.env.BENCH_KEYSTROKES ?? 200),
  warmup: Number(process.env.BENCH_WARMUP_KEYSTROKES ?? 20),
};
const SHAPES = parseShapes(process.env.BENCH_SIZES ?? '30x10,90x10');
/** Issue 9's targets: the median keystroke to the next painted frame, in ms, by size. */
const FRAME_TARGETS: Record<string, number> = { '30x10': 16, '90x10': 40 };
const VIEWPORT = { width: 1440, height: 900 };
/** Another build of the client to measure (for an A/B in one session); by default dist/client. */
const clientDir = process.env.BENCH_CLIENT_DIR
  ? resolve(process.env.BENCH_CLIENT_DIR)
  : fileURLToPath(new URL('../../dist/client', import.meta.url));

type LatencyRow = ReturnType<typeof latencyRow>;

function latencyRow(target: string, samples: Sample[]) {
  const dom = summarize(samples.map((s) => s.dom));
  const frame = summarize(samples.map((s) => s.frame));
  return {
    target,
    'DOM p50 ms': dom.median,
    'DOM p95 ms': dom.p95,
    'DOM max ms': dom.max,
    'frame p50 ms': frame.median,
    'frame p95 ms': frame.p95,
    'frame max ms': frame.max,
    'in input event p50 ms': summarize(samples.map((s) => s.sync)).median,
  };
}

const ratio = (a: number, b: number) => Number((a / b).toFixed(1));

function sizeRow(load: string, size: Size) {
  const kib = (n: number) => Number((n / 1024).toFixed(1));
  return {
    load,
    'KiB raw': kib(size.bytes),
    'KiB gzip': kib(size.gzipBytes),
    files: size.files.join(' '),
  };
}

/** Prints the JS and CSS one load of the builder downloaded; answers the route's verdict. */
async function printSizes(bench: Bench): Promise<string> {
  const page = await bench.newPage(VIEWPORT);
  const downloaded = recordDownloads(page);
  await openBuilder(page, bench);
  const { html, code } = await downloaded();
  const entry = entryAssets(html);
  const route = [...code.keys()].sort();
  const routeSize = sizeOf(code, route);
  const verdict = routeVerdict(routeSize);
  console.table([
    sizeRow('dashboard (index.html entry JS + CSS)', sizeOf(code, entry)),
    sizeRow('builder route (all JS + CSS downloaded)', routeSize),
    sizeRow(
      'of which lazy builder chunks',
      sizeOf(
        code,
        route.filter((p) => !entry.includes(p)),
      ),
    ),
  ]);
  await page.context().close();
  if (!verdict.met) process.exitCode = 1;
  return verdict.text;
}

type Table = Record<string, string | number>[];

type Measured = { nodes: NodeCounts; rows: Table; verdicts: string[] };

/** Every typing target on a fresh builder page, then the baseline, for one website size. */
async function measureShape(bench: Bench, shape: Shape): Promise<Measured> {
  const size = shapeName(shape);
  const rows: LatencyRow[] = [];
  const verdicts: string[] = [];
  let nodes: NodeCounts | null = null;
  for (const typing of TARGETS) {
    const page = await bench.newPage(VIEWPORT);
    await openBuilder(page, bench);
    const focused = await typing.focus(page, bench);
    nodes ??= await countNodes(page);
    if (!focused) {
      verdicts.push(`${size} ${typing.name}: not available in this build (see targets.ts)`);
    } else {
      const row = latencyRow(
        `${size} ${typing.name}`,
        await measure(focused.field, focused.target, RUN),
      );
      rows.push(row);
      const limit = FRAME_TARGETS[size];
      if (limit !== undefined) {
        const median = row['frame p50 ms'];
        const by = Math.abs(median - limit).toFixed(1);
        verdicts.push(
          `${size} ${typing.name}: frame p50 ${median} ms, target under ${limit} ms: ` +
            (median < limit ? `met (${by} ms to spare)` : `missed by ${by} ms`),
        );
      }
    }
    await page.context().close();
  }
  const page = await bench.newPage(VIEWPORT);
  const baseline = latencyRow(
    `${size} baseline <p>`,
    await measureBaseline(page, String(bench.paragraph.content.text ?? ''), RUN),
  );
  await page.context().close();
  const ratios = rows.map((row) => ({
    target: `${row.target} / baseline`,
    'DOM p50 ms': ratio(row['DOM p50 ms'], baseline['DOM p50 ms']),
    'frame p50 ms': ratio(row['frame p50 ms'], baseline['frame p50 ms']),
  }));
  if (!nodes) throw new Error('no typing target opened the builder');
  return { nodes, rows: [...rows, baseline, ...ratios], verdicts };
}

async function main(): Promise<void> {
  if (!process.env.BENCH_CLIENT_DIR) await ensureClientBuilt();
  console.log(
    `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start, ` +
      `Node ${process.version}; ${RUN.keystrokes} keystrokes after ${RUN.warmup} unmeasured, ` +
      `viewport ${VIEWPORT.width} x ${VIEWPORT.height}`,
  );
  const nodes: Table = [];
  const latency: Table = [];
  const verdicts: string[] = [];
  const onlySize = process.env.BENCH_ONLY === 'bundle-size';
  for (const [i, shape] of SHAPES.entries()) {
    const bench = await startBench(clientDir, shape);
    try {
      if (i === 0) {
        console.log(`Chromium ${bench.browser.version()}`);
        verdicts.push(await printSizes(bench));
        if (onlySize) break;
      }
      const measured = await measureShape(bench, shape);
      nodes.push({
        size: shapeName(shape),
        'builder page elements': measured.nodes.pageNodes,
        'of which Website Structure': measured.nodes.structureNodes,
        'canvas elements': measured.nodes.canvasNodes,
        'canvas [data-element-id]': measured.nodes.canvasElements,
      });
      latency.push(...measured.rows);
      verdicts.push(...measured.verdicts);
    } finally {
      await bench.close();
    }
    console.log(`load average ${loadavg()[0]?.toFixed(1)} after ${shapeName(shape)}`);
  }
  if (nodes.length > 0) console.table(nodes);
  if (latency.length > 0) console.table(latency);
  for (const verdict of verdicts) console.log(verdict);
}

await main();
