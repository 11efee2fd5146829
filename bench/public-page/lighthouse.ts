import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { browserLaunchOptions } from '../../e2e/browser';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The targets: performance 100, the other categories at least 95. */
export const TARGET: Record<Category, number> = {
  performance: 100,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
};

export type FailingAudit = {
  category: Category;
  id: string;
  title: string;
  mode: string;
  score: number;
  displayValue: string;
  /** Element selectors with Lighthouse's explanation (e.g. contrast pairs), or resource URLs. */
  details: string[];
};

export type LighthouseRun = {
  scores: Record<Category, number>;
  totalBytes: number;
  failing: FailingAudit[];
  lhr: Result;
};

export type Chrome = { port: number; close: () => Promise<void> };

/** Headless Chromium (the one the browser tests use) with DevTools on a port it picks itself. */
export async function launchChrome(): Promise<Chrome> {
  const { executablePath, args } = await browserLaunchOptions();
  const profile = mkdtempSync(join(tmpdir(), 'coachsite-lighthouse-'));
  const child: ChildProcess = spawn(
    executablePath,
    [
      ...args,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (seen.length > 100_000) return; // keeps draining Chromium's log, no longer reading it
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        seen = ' '.repeat(100_001);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
    child.once('error', reject);
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** What an audit's details point at: elements (selector: explanation) or resources (URL). */
function pointers(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) pointers(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (record.type === 'node') {
    const label = String(record.selector ?? record.snippet ?? record.nodeLabel ?? '');
    const why = typeof record.explanation === 'string' ? `: ${record.explanation}` : '';
    found.add(`${label}${why}`.replace(/\s+/g, ' '));
    return;
  }
  if (typeof record.url === 'string') found.add(record.url);
  if (record.type === 'url' && typeof record.value === 'string') found.add(record.value);
  for (const [key, inner] of Object.entries(record)) {
    if (key !== 'debugData' && typeof inner === 'object') pointers(inner, found);
  }
}

/** Where a failing metric's details are: the audits that name the elements behind it. */
const CULPRITS: Record<string, string> = {
  'cumulative-layout-shift': 'layout-shifts',
  'largest-contentful-paint': 'largest-contentful-paint-element',
};

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    const found = new Set<string>(audit.explanation ? [audit.explanation] : []);
    pointers(audit.details, found);
    pointers(lhr.audits[CULPRITS[audit.id] ?? '']?.details, found);
    failing.push({
      category,
      id: audit.id,
      title: audit.title,
      mode: audit.scoreDisplayMode,
      score: audit.score,
      displayValue: audit.displayValue ?? '',
      details: [...found],
    });
  }
  return failing;
}

/** Lighthouse's default config (mobile, simulated throttling) on one URL. */
export async function runLighthouse(chrome: Chrome, url: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    if (scores[category] < TARGET[category]) failing.push(...failingAudits(lhr, category));
  }
  return {
    scores,
    totalBytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
    failing,
    lhr,
  };
}

/** Keeps a run's full report for a closer look when BENCH_LIGHTHOUSE_DIR is set. */
export function saveReport(dir: string | undefined, template: string, run: LighthouseRun): void {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${template}.json`), JSON.stringify(run.lhr, null, 1));
}

/** Several Lighthouse runs on one URL: the one with the median performance score, and the range. */
export async function medianRun(chrome: Chrome, url: string, times: number) {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < times; i++) runs.push(await runLighthouse(chrome, url));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const performance = runs.map((r) => r.scores.performance);
  return {
    run: runs[Math.floor((runs.length - 1) / 2)] as LighthouseRun,
    performanceRange: `${performance[0]}-${performance[performance.length - 1]}`,
  };
}
