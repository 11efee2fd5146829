import type { Browser } from '@playwright/test';
import type { Page as WebsitePage } from '../src/model/pages';
import { axeProblems } from './axe';
import { expect, test } from './fixtures';

// bypassCSP: axe is added to the page as a script of its own.
test.use({ bypassCSP: true });

const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** A visitor's view of `url` in a browser of their own. */
async function visit(browser: Browser, url: string) {
  const context = await browser.newContext({ userAgent: LAPTOP });
  const page = await context.newPage();
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(200);
  await context.close();
}

test('Content Analytics shows views by page, by title, on a phone', async ({
  page,
  api,
  request,
  browser,
}) => {
  const website = await api.createWebsite({ name: 'Many Pages', template: 'coach' });
  const added = await request.post(`/api/websites/${website.id}/pages`, {
    data: { template: 'about' },
  });
  expect(added.status()).toBe(201);
  const about = ((await added.json()) as { page: WebsitePage }).page;
  const url = await api.publish(website.id);
  await visit(browser, url);
  for (let i = 0; i < 2; i++) await visit(browser, `${url}/${about.slug}`);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/content-analytics');
  await page.getByLabel('Website').selectOption({ label: 'Many Pages' });
  const pages = page.getByRole('table', { name: 'Pages' });
  // Views are written in batches: within seconds they are there (Refresh asks again).
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(pages).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const rows = pages.getByRole('row');
  await expect(rows.nth(1)).toContainText(about.title);
  await expect(rows.nth(1)).toContainText(`/${about.slug}`);
  await expect(rows.nth(1).getByRole('cell')).toHaveText('2');
  await expect(rows.nth(2).getByRole('cell')).toHaveText('1');
  await expect(page.getByText('No views of the blog in these dates.')).toBeVisible();

  // Nothing wider than the phone, and nothing axe finds serious.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeProblems(page, { impacts: ['critical', 'serious'] })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('views-by-page-375.png'), fullPage: true });
});
