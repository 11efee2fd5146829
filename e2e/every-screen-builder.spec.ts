import type { Locator, Page } from '@playwright/test';
import { axeProblems } from './axe';
import { canvas } from './builder-helpers';
import { fillTheApp, LONG_NAME } from './every-screen-data';
import { expect, test } from './fixtures';
import { onScreen, PHONE, sidewaysScroll, VIEWPORTS } from './screen-fit';

/**
 * The builder's top bar: the way back, undo, redo and the preview on every width; Save beside them
 * from a tablet up (on a phone the save state shows once, beside the name, and saving is automatic).
 */
type Action = { role: 'link' | 'button'; name: string };
const topBarActions = (width: number): Action[] =>
  [
    { role: 'link', name: 'Websites' },
    { role: 'button', name: 'Undo' },
    { role: 'button', name: 'Redo' },
    ...(width < 640 ? [] : [{ role: 'button', name: 'Save' } as const]),
    { role: 'link', name: 'Preview' },
  ] as const;

async function builderProblems(page: Page, path: string, width: number): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: LONG_NAME })).toBeVisible({
    timeout: 15_000,
  });
  await expect(canvas(page).locator('[data-element-id]').first()).toBeVisible();
  const problems: string[] = [];
  const overflow = await sidewaysScroll(page);
  if (overflow > 0) problems.push(`${path} at ${width} px scrolls sideways by ${overflow} px`);
  const bar = page.getByRole('banner').first();
  for (const { role, name } of topBarActions(width)) {
    if (!(await onScreen(bar.getByRole(role, { name, exact: true }), width))) {
      problems.push(`${path} at ${width} px: ${name} is not on screen`);
    }
  }
  if (process.env.SCREENSHOTS) {
    const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${width}`;
    await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  }
  const found = await axeProblems(page, {
    frames: true,
    rules: 'all',
    impacts: ['critical', 'serious'],
    explain: true,
  });
  return [...problems, ...found.map((p) => `${path} at ${width} px ${p}`)];
}

// bypassCSP: axe is added to the page and to the canvas as a script of its own.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

test('the builder, with and without a website in its address, fits a phone and a tablet with its top bar whole, and passes axe', async ({
  page,
  api,
  request,
  browser,
}) => {
  const websiteId = await fillTheApp(api, request, browser);
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // Without an id the builder opens the spec's website 1: the only one here.
    for (const path of [`/builder/${websiteId}`, '/builder']) {
      problems.push(...(await builderProblems(page, path, viewport.width)));
    }
  }
  expect(problems).toEqual([]);
});

const TOOL_TABS = ['Design', 'AI Assistant', 'Mobile', 'Share', 'CRM', 'Journey', 'Blog'];

/** What shows once a tool tab's own code and data have loaded. */
function loaded(panel: Locator, name: string): Locator {
  if (name === 'Mobile') return panel.locator('iframe').first();
  if (name === 'Journey') return panel.getByRole('button', { name: 'Open Journey Mapper' });
  return panel.getByRole('heading').first();
}

test('on a phone, each of the builder’s tool tabs fits and passes axe', async ({
  page,
  api,
  request,
  browser,
}) => {
  await fillTheApp(api, request, browser);
  // A short name leaves the top bar's first line room for the buttons: the save state stays whole.
  const site = await api.createWebsite({ name: 'Jo', template: 'coaching-offer' });
  await page.setViewportSize(PHONE);
  await page.goto(`/builder/${site.id}`);
  await expect(canvas(page).locator('[data-element-id]').first()).toBeVisible({ timeout: 15_000 });
  const problems: string[] = [];
  for (const name of TOOL_TABS) {
    await page.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name });
    await expect(loaded(panel, name)).toBeVisible();
    const overflow = await sidewaysScroll(page);
    if (overflow > 0) problems.push(`the ${name} tab scrolls sideways by ${overflow} px`);
    await expect(page.locator('[data-save-state]')).toHaveText('Saved');
    const saveState = page.locator('[data-save-state]');
    if (await saveState.evaluate((p) => p.scrollWidth > p.clientWidth)) {
      problems.push(`on the ${name} tab the save state is cut off`);
    }
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: test.info().outputPath(`tab-${name}.png`), fullPage: true });
    }
    const found = await axeProblems(page, {
      // The Mobile tab's pages at three widths are lazy frames that never load off-screen; the
      // page they draw is the canvas's, checked with the builder above.
      frames: name !== 'Mobile',
      rules: 'all',
      impacts: ['critical', 'serious'],
      explain: true,
    });
    problems.push(...found.map((p) => `the ${name} tab: ${p}`));
  }
  expect(problems).toEqual([]);
});
