/**
 * Where a keystroke's time goes in the builder: the same typing as run.ts against an unminified
 * build of the client (in a temporary directory, so function and component names survive), under
 * the V8 sampling profiler and a Chrome trace. Prints the main thread's time per keystroke by
 * trace event, and the functions with the most time (self, and with their callees).
 * Run with `npx tsx bench/builder/profile.ts` (BENCH_SIZE=90x10, BENCH_TARGET="canvas typing"); see docs/performance.md.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile } from 'vite';
import { measure, summarize, type Run } from './latency';
import { openBuilder, parseShapes, startBench } from './setup';
import { TARGETS } from './targets';

const RUN: Run = { keystrokes: Number(process.env.BENCH_KEYSTROKES ?? 100), warmup: 20 };
const TOP = 25;
/** One size (BENCH_SIZE, default 30x10) and one way of typing (BENCH_TARGET, default the first). */
const [SHAPE] = parseShapes(process.env.BENCH_SIZE ?? '30x10');
const TYPING = TARGETS.find((t) => t.name === (process.env.BENCH_TARGET ?? TARGETS[0]?.name));

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
type TraceEvent = { name: string; ph: string; dur?: number; pid: number; tid: number };

/**
 * Builds the client unminified into a temporary directory with the project's Vite config, less its
 * precompress plugin, which writes beside dist/client's files whatever the outDir.
 */
async function buildReadable(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'coachsite-profile-'));
  const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, configFile);
  const config = loaded?.config ?? {};
  const plugins = (config.plugins ?? []).filter(
    (p) => !(p && typeof p === 'object' && 'name' in p && p.name === 'coachsite-precompress'),
  );
  await build({
    ...config,
    configFile: false,
    plugins,
    logLevel: 'error',
    build: { ...config.build, outDir, minify: false, emptyOutDir: true },
  });
  return outDir;
}

const frameName = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;

/** Self and inclusive ms per function, per keystroke, from a sampled CPU profile. */
function byFunction(profile: CpuProfile, keystrokes: number) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  profile.samples.forEach((leaf, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const node = nodes.get(id);
      if (!node) break;
      const name = frameName(node.callFrame);
      if (id === leaf) add(self, name, ms);
      if (!seen.has(name)) add(total, name, ms);
      seen.add(name);
    }
  });
  const top = (m: Map<string, number>) =>
    [...m]
      .filter(([name]) => !/^\((program|idle|root)\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => ({ function: name, 'ms per keystroke': +(ms / keystrokes).toFixed(2) }));
  const components = new Map([...total].filter(([name]) => /^(use)?[A-Z]/.test(name)));
  return { self: top(self), total: top(total), components: top(components) };
}

/** Ms per keystroke for the trace events that make up a frame (they nest: not to be summed). */
function byTraceEvent(events: TraceEvent[], keystrokes: number) {
  const names = ['EventDispatch', 'FunctionCall', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout'];
  const more = [
    'PrePaint',
    'Paint',
    'Layerize',
    'MinorGC',
    'MajorGC',
    'V8.GC_MC_BACKGROUND_MARKING',
  ];
  const totals = new Map<string, number>();
  for (const e of events) {
    if (e.ph === 'X' && e.dur !== undefined && [...names, ...more].includes(e.name)) {
      totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
    }
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([event, ms]) => ({ event, 'ms per keystroke': +(ms / keystrokes).toFixed(2) }));
}

async function main(): Promise<void> {
  const clientDir = await buildReadable();
  if (!TYPING) throw new Error(`BENCH_TARGET is one of: ${TARGETS.map((t) => t.name).join(', ')}`);
  const bench = await startBench(clientDir, SHAPE);
  try {
    const page = await bench.newPage({ width: 1440, height: 900 });
    await openBuilder(page, bench);
    const builder = await TYPING.focus(page, bench);
    if (!builder) throw new Error(`${TYPING.name} is not available in this build`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const tracePath = join(clientDir, 'trace.json');
    await bench.browser.startTracing(page, {
      path: tracePath,
      categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'],
    });
    await cdp.send('Profiler.start');
    const samples = await measure(builder.field, builder.target, RUN);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await bench.browser.stopTracing();
    const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };

    const dom = summarize(samples.map((s) => s.dom));
    console.log(
      `${RUN.keystrokes} keystrokes, unminified build, profiler on: keystroke -> canvas DOM ` +
        `median ${dom.median} ms, p95 ${dom.p95} ms`,
    );
    // The profile and the trace also cover the unmeasured keystrokes.
    const typed = RUN.warmup + RUN.keystrokes;
    console.table(byTraceEvent(trace.traceEvents, typed));
    const functions = byFunction(profile, typed);
    console.log('Self time:');
    console.table(functions.self);
    console.log('With callees:');
    console.table(functions.total);
    console.log(
      'Components and hooks, with callees (children render after, not inside, their parent):',
    );
    console.table(functions.components);
  } finally {
    await bench.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
}

await main();
