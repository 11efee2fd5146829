import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { z } from 'zod';
import { withoutColours } from './run';

/**
 * The end of `npm test`'s output: what failed, named again after the browser tests, and one plain
 * count. CI keeps only the last part of a long run's output, where the unit tests' own report of a
 * failure (printed first, minutes earlier) is no longer to be seen.
 */

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  testResults: z.array(
    z.object({
      name: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(
        z.object({
          fullName: z.string(),
          status: z.string(),
          failureMessages: z.array(z.string()).nullish(),
        }),
      ),
    }),
  ),
});

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: {
    title: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          line: z.number(),
          tests: z.array(
            z.object({
              status: z.string(),
              results: z.array(
                z.object({ error: z.object({ message: z.string().optional() }).optional() }),
              ),
            }),
          ),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);
const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number() }),
  suites: z.array(playwrightSuite),
});

export type Outcome = {
  passed: number;
  failed: number;
  failures: string[];
};

const firstLine = (text: string | undefined) =>
  withoutColours(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

function readJson(path: string): unknown {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The unit and API tests' outcome from Vitest's JSON report, or null when there is none. */
export function vitestOutcome(path: string): Outcome | null {
  const report = vitestReport.safeParse(readJson(path));
  if (!report.success) return null;
  const failures: string[] = [];
  for (const file of report.data.testResults) {
    const at = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(`${at} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed to load has no test results, only its message.
    if (failed.length === 0 && file.message) failures.push(`${at}: ${firstLine(file.message)}`);
  }
  return { passed: report.data.numPassedTests, failed: report.data.numFailedTests, failures };
}

function playwrightFailures(suite: PlaywrightSuite, file: string): string[] {
  const here = suite.file ?? file;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const error = test.results.find((result) => result.error)?.error?.message;
        return `${here}:${spec.line} > ${spec.title}: ${firstLine(error)}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))];
}

/** The browser tests' outcome from Playwright's JSON report, or null when there is none. */
export function playwrightOutcome(path: string): Outcome | null {
  const report = playwrightReport.safeParse(readJson(path));
  if (!report.success) return null;
  const { expected, unexpected, flaky } = report.data.stats;
  return {
    passed: expected + flaky,
    failed: unexpected,
    failures: report.data.suites.flatMap((suite) => playwrightFailures(suite, suite.title)),
  };
}
