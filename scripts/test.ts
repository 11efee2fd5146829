import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from './client-build';
import { run, runKeepingTail } from './run';
import { playwrightOutcome, vitestOutcome, type Outcome } from './test-summary';

/** The whole suite: unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then browsers. */
const reports = join(fileURLToPath(new URL('..', import.meta.url)), 'test-results-summary');
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
rmSync(reports, { recursive: true, force: true });

const vitest = await runKeepingTail(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  40,
);
const unit = vitest.code;
await ensureClientBuilt();
const browser = await run('npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
});

function report(
  name: string,
  code: number,
  outcome: Outcome | null,
): { passed: number; failed: number } {
  if (code !== 0) console.error(`${name} failed.`);
  for (const failure of outcome?.failures ?? []) console.error(`  ${failure}`);
  // A runner that failed without a report (it could not start) counts as one failure.
  const failed = Math.max(outcome?.failed ?? 0, code === 0 ? 0 : 1);
  return { passed: outcome?.passed ?? 0, failed };
}
const unitOutcome = vitestOutcome(vitestReport);
// Vitest also fails a run for an error outside any test, which its JSON report does not name.
if (unit !== 0 && !unitOutcome?.failures.length) {
  console.error("The end of the unit and API tests' output:");
  for (const line of vitest.tail) console.error(`  | ${line}`);
}
const counts = [
  report('Unit and API tests', unit, unitOutcome),
  report('Browser tests', browser, playwrightOutcome(playwrightReport)),
];
const passed = counts.reduce((sum, c) => sum + c.passed, 0);
const failed = counts.reduce((sum, c) => sum + c.failed, 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(unit || browser);
