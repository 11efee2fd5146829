/**
 * Builder benchmark: keystroke-to-canvas latency in the property panel for a website of 30
 * sections x 10 elements, next to a plain textarea updating a <p>, and the gzipped JS/CSS the
 * dashboard and the builder route load. Real app in-process on in-memory PGlite, real Chromium.
 * See docs/performance.md.
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from '../../scripts/client-build';
import { ELEMENTS_PER_SECTION, SECTIONS } from '../api/fixture';
import { entryAssets, recordDownloads, sizeOf, type Size } from './bundle-size';
import { measure, measureBaseline, summarize, type Run, type Sample } from './latency';
import { openBuilder, startBench } from './setup';

const RUN: Run = {
  keystrokes: Number(process.env.BENCH_KEYSTROKES ?? 200),
  warmup: Number(process.env.BENCH_WARMUP_KEYSTROKES ?? 20),
};
const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

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

function sizeRow(load: string, size: Size) {
  const kib = (n: number) => Number((n / 1024).toFixed(1));
  return {
    load,
    'KiB raw': kib(size.bytes),
    'KiB gzip': kib(size.gzipBytes),
    files: size.files.join(' '),
  };
}

async function main(): Promise<void> {
  await ensureClientBuilt();
  const bench = await startBench(clientDir);
  try {
    const page = await bench.newPage({ width: 1440, height: 900 });
    const downloaded = recordDownloads(page);
    const builder = await openBuilder(page, bench);
    const { html, code } = await downloaded();
    console.log(
      `${SECTIONS} sections x ${ELEMENTS_PER_SECTION} elements; canvas: ` +
        `${builder.dom.canvasElements} [data-element-id] in ${builder.dom.canvasNodes} DOM ` +
        `elements; the builder page around it: ${builder.dom.pageNodes}; ${cpus().length} cores, ` +
        `load average ${loadavg()[0]?.toFixed(1)}, Node ${process.version}, ` +
        `Chromium ${bench.browser.version()}; ` +
        `${RUN.keystrokes} keystrokes after ${RUN.warmup} unmeasured`,
    );
    const app = latencyRow('builder canvas', await measure(builder.field, builder.target, RUN));
    const baseline = latencyRow(
      'baseline <p>',
      await measureBaseline(await page.context().newPage(), builder.initial, RUN),
    );
    const ratio = (a: number, b: number) => Number((a / b).toFixed(1));
    console.table([
      app,
      baseline,
      {
        target: 'builder/baseline',
        'DOM p50 ms': ratio(app['DOM p50 ms'], baseline['DOM p50 ms']),
        'frame p50 ms': ratio(app['frame p50 ms'], baseline['frame p50 ms']),
      },
    ]);
    const entry = entryAssets(html);
    const route = [...code.keys()].sort();
    console.table([
      sizeRow('dashboard (index.html entry JS + CSS)', sizeOf(code, entry)),
      sizeRow('builder route (all JS + CSS downloaded)', sizeOf(code, route)),
      sizeRow(
        'of which lazy builder chunks',
        sizeOf(
          code,
          route.filter((p) => !entry.includes(p)),
        ),
      ),
    ]);
    await page.context().close();
  } finally {
    await bench.close();
  }
}

await main();
