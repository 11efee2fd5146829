/**
 * Uploads benchmark (issue 23): four 49-megapixel PNGs sent at once (7000 x 7000 pixels of one
 * colour, a 157 KB file that decodes to 147 MB of pixels), from four coaches and from one; and the
 * same picture sent by a coach whose storage is full, which should be refused from its header
 * alone. Each is measured in a fresh process (wall time, RSS before and at its peak) for this code
 * and, as the same-run baseline, the code at BENCH_BEFORE (a git revision, exported to a temporary
 * folder; default: the commit before the decode queue came in; `none` skips it). A second table
 * compares ways of making the three WebP copies of one such picture. Real app in-process on
 * in-memory PGlite. See docs/performance.md.
 */
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { flatPicture } from '../../test/support/uploads';
import type { Measurement } from './worker';

const here = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'coachsite-bench-uploads-'));
const pngPath = join(work, 'big.png');
const png = await flatPicture(7000, 7000);
writeFileSync(pngPath, png);

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();

/** The code just before the decode queue was added (its first commit's parent), or BENCH_BEFORE. */
function beforeRevision(): string | null {
  const asked = process.env.BENCH_BEFORE;
  if (asked === 'none') return null;
  if (asked) return git('rev-parse', asked);
  const added = git(
    'log',
    '--diff-filter=A',
    '--format=%H',
    '--',
    'src/server/domain/files/decode-queue.ts',
  )
    .split('\n')
    .pop();
  return added ? git('rev-parse', `${added}^`) : null;
}

/** A copy of the code at `revision` that runs with this repository's node_modules. */
function exportRevision(revision: string): string {
  const root = join(work, `code-${revision.slice(0, 8)}`);
  execSync(
    `mkdir -p ${root} && git archive ${revision} src drizzle package.json tsconfig.json | tar -x -C ${root}`,
    {
      cwd: here,
    },
  );
  symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'));
  return root;
}

function measureOnce(scenario: string, root: string, env: NodeJS.ProcessEnv = {}): Measurement {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(here, 'bench/uploads/worker.ts'), scenario, root, pngPath],
    // tsx reads the tsconfig.json of the folder it runs in (JSX settings): the code's own.
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const line = out.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as Measurement;
}

const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** BENCH_REPEAT fresh processes; each figure is the median of theirs. */
function measure(scenario: string, root: string, env: NodeJS.ProcessEnv = {}): Measurement {
  const runs = Array.from({ length: REPEAT }, () => measureOnce(scenario, root, env));
  const of = (pick: (m: Measurement) => number) => median(runs.map(pick));
  return {
    ms: of((m) => m.ms),
    ...(runs[0]?.maxMs !== undefined ? { maxMs: Math.max(...runs.map((m) => m.maxMs ?? 0)) } : {}),
    statuses: [...new Set(runs.flatMap((m) => m.statuses))].sort(),
    cpuMs: of((m) => m.cpuMs),
    rssBeforeMb: of((m) => m.rssBeforeMb),
    peakRssMb: of((m) => m.peakRssMb),
  };
}

const before = beforeRevision();
// glibc gives each thread that allocates its own arena and keeps it: every libuv thread that has
// decoded a large picture holds on to tens of megabytes. MALLOC_ARENA_MAX=2 shows what is left.
const ARENAS = { MALLOC_ARENA_MAX: '2' };
const codes: { name: string; root: string; env?: NodeJS.ProcessEnv }[] = [
  ...(before ? [{ name: `before (${before.slice(0, 8)})`, root: exportRevision(before) }] : []),
  { name: 'now', root: here },
  { name: 'now, MALLOC_ARENA_MAX=2', root: here, env: ARENAS },
];
const SCENARIOS: Record<string, string> = {
  'four-coaches': '4 at once, 4 coaches',
  'one-coach': '4 at once, 1 coach',
  'full-quota': 'storage full (20 in a row)',
};

console.log(
  `49-megapixel PNG: ${png.length.toLocaleString('en-US')} bytes; each row the median of ${REPEAT} fresh processes (BENCH_REPEAT); max ms the slowest of all`,
);
const rows = [];
for (const [scenario, label] of Object.entries(SCENARIOS)) {
  for (const code of codes) {
    const m = measure(scenario, code.root, code.env);
    rows.push({
      upload: label,
      code: code.name,
      'wall ms': m.ms,
      'max ms': m.maxMs ?? '',
      'CPU ms': m.cpuMs,
      'RSS before MB': m.rssBeforeMb,
      'peak RSS MB': m.peakRssMb,
      '+MB': m.peakRssMb - m.rssBeforeMb,
      answers: m.statuses.join(' '),
    });
  }
}
console.table(rows);

const strategies = [
  'a pipeline per width (before)',
  'one pipeline, .clone() per width',
  'the whole picture to raw pixels, then each width',
  'one decode to the largest copy (now)',
];
console.table(
  strategies.map((strategy) => {
    const m = measure(strategy, here);
    return {
      'three copies of one picture': strategy,
      ms: m.ms,
      'CPU ms': m.cpuMs,
      'RSS before MB': m.rssBeforeMb,
      'peak RSS MB': m.peakRssMb,
      '+MB': m.peakRssMb - m.rssBeforeMb,
    };
  }),
);
rmSync(work, { recursive: true, force: true });
