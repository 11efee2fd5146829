import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';

/**
 * axe-core run inside the page under test. The page needs `bypassCSP: true` in its context: axe is
 * added to it as a script of its own (the app's Content-Security-Policy would refuse it otherwise).
 */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Options = {
  /** A CSS selector for the part of the page to check (e.g. '[role="dialog"]'); the whole page when unset. */
  within?: string;
  /** Which rules: WCAG 2 A and AA (the default), or every rule axe has ('all', best practices too). */
  rules?: 'wcag2' | 'all';
  /** Only findings this grave (e.g. ['critical', 'serious']); every finding when unset. */
  impacts?: ImpactValue[];
  /** Up to how many elements to name per rule (all when unset). */
  perRule?: number;
  /** Whether each line also says how grave it is and why it failed, for a test's failure message. */
  explain?: boolean;
  /** Whether the page's frames (the builder's canvas) are checked too: axe is added to each. */
  frames?: boolean;
};

/** axe's findings on what the page shows now, one line per element: 'rule target'. */
export async function axeProblems(page: Page, options: Options = {}): Promise<string[]> {
  const { within = null, rules = 'wcag2', impacts, perRule, explain = false } = options;
  if (options.frames)
    for (const frame of page.frames()) await frame.addScriptTag({ path: axePath });
  else await page.addScriptTag({ path: axePath });
  const runOptions: RunOptions =
    rules === 'wcag2' ? { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } } : {};
  const { violations } = await page.evaluate(
    async ({ within, runOptions }) => {
      const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
      const context = within === null ? document : document.querySelector(within);
      if (!context) throw new Error(`nothing on the page matches ${within}`);
      return axe.run(context, runOptions);
    },
    { within, runOptions },
  );
  return violations
    .filter((v) => !impacts || (v.impact != null && impacts.includes(v.impact)))
    .flatMap((v) =>
      v.nodes
        .slice(0, perRule)
        .map((n) =>
          explain
            ? `${v.id} [${v.impact ?? 'unrated'}] ${n.target.join(' ')}: ${n.failureSummary ?? ''}`
            : `${v.id} ${n.target.join(' ')}`,
        ),
    );
}

type AxeRun = (context: Document | Element, options: RunOptions) => Promise<AxeResults>;
