import type { Page } from '@playwright/test';
import { axeProblems } from './axe';
import { canvas, expectSaved, openBuilder } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

const pagesPanel = (page: Page) => page.getByRole('region', { name: 'Pages' });
const pageRow = (page: Page, title: string) =>
  pagesPanel(page)
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .first();

/** Adds a page from the Pages panel's template list and waits for it to open on the canvas. */
async function addPage(page: Page, template: string, title: string): Promise<void> {
  await pagesPanel(page).getByLabel('Add a page').selectOption({ label: template });
  await pagesPanel(page).getByRole('button', { name: 'Add page' }).click();
  await expectToast(page, 'Page added', `${title} is open.`);
  await expect(pageRow(page, title)).toHaveAttribute('aria-current', 'page');
}

/** Publishes from the Share tab (past the checklist's sample parts) and returns the live address. */
async function publish(page: Page, version: number): Promise<string> {
  await page.getByRole('tab', { name: 'Share' }).click();
  const live = page.getByRole('region', { name: 'Live website' });
  await live.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Some things are still sample' })
    .getByRole('button', { name: 'Publish anyway' })
    .click();
  await expectToast(page, 'Website published', new RegExp(`Version ${version} is live at`));
  const address = await live.getByLabel('Live address').inputValue();
  await page.getByRole('tab', { name: 'Content Editor' }).click();
  return address;
}

const navLink = (scope: Page, name: string) =>
  scope.getByRole('navigation', { name: 'Website' }).getByRole('link', { name, exact: true });

test('a coach builds a four-page website from the Pages panel; visitors without JavaScript go through it by its navigation, and a moved page leaves a 301', async ({
  page,
  api,
  browser,
  request,
}) => {
  test.slow(); // Three pages added, two publishes, and a visitor of its own.
  const site = await api.createWebsite({ name: 'Four Pages', template: 'coach' });
  await openBuilder(page, site.id);
  await expect(pageRow(page, 'Home')).toHaveAttribute('aria-current', 'page');

  await addPage(page, 'About', 'About');
  // The canvas draws the open page: the new page's own words under the shared header.
  await expect(canvas(page).locator('[data-section-id]').first()).toBeVisible();
  await addPage(page, 'Work with me', 'Work with me');
  await addPage(page, 'Contact', 'Contact');
  await expect(pagesPanel(page).getByRole('listitem')).toHaveCount(4);
  // The navigation drawn on the canvas lists the four pages in the panel's order.
  await expect(
    canvas(page).getByRole('navigation', { name: 'Website' }).getByRole('listitem'),
  ).toHaveText(['Home', 'About', 'Work with me', 'Contact']);
  await expectSaved(page);

  const liveUrl = await publish(page, 1);
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const tab = await visitor.newPage();
  const home = await tab.goto(liveUrl);
  expect(home?.status()).toBe(200);
  for (const [title, path] of [
    ['About', '/about'],
    ['Work with me', '/work-with-me'],
    ['Contact', '/contact'],
    ['Home', ''],
  ] as const) {
    await navLink(tab, title).click();
    await expect(tab).toHaveURL(`${liveUrl}${path}`);
    await expect(navLink(tab, title)).toHaveAttribute('aria-current', 'page');
  }
  for (const path of ['/about', '/work-with-me', '/contact']) {
    expect((await tab.goto(`${liveUrl}${path}`))?.status()).toBe(200);
  }

  // She moves About to a new address and publishes: the old one sends visitors on with a 301.
  await pagesPanel(page).getByRole('button', { name: 'Settings for About' }).click();
  const settings = pagesPanel(page).getByRole('form', { name: 'Settings for About' });
  await settings.getByLabel('Address', { exact: true }).fill('about-me');
  await expect(settings).toContainText(/\/s\/[a-z0-9-]+\/about-me/);
  await settings.getByRole('button', { name: 'Save page' }).click();
  await expectToast(page, 'Page saved');
  await publish(page, 2);
  const moved = await request.get(`${liveUrl}/about`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(/\/about-me$/);
  await tab.goto(`${liveUrl}/about`);
  await expect(tab).toHaveURL(`${liveUrl}/about-me`);
  await expect(navLink(tab, 'About')).toHaveAttribute('aria-current', 'page');
  await visitor.close();
});

test('a taken page address is refused at its field, and what she typed stays', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  test.slow(); // Two pages added on a busy machine.
  allowConsoleErrors(/status of 400/); // The refusal this test asks for.
  const site = await api.createWebsite({ name: 'Taken', template: 'coach' });
  await openBuilder(page, site.id);
  await addPage(page, 'About', 'About');
  await addPage(page, 'Contact', 'Contact');
  await pagesPanel(page).getByRole('button', { name: 'Settings for Contact' }).click();
  const settings = pagesPanel(page).getByRole('form', { name: 'Settings for Contact' });
  await settings.getByLabel('Address', { exact: true }).fill('about');
  await settings.getByRole('button', { name: 'Save page' }).click();
  await expectToast(page, 'Page not saved', /address/);
  await expect(settings.getByLabel('Address', { exact: true })).toHaveValue('about');
  await expect(settings.getByLabel('Address', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, bypassCSP: true });

  test('the Pages panel fits, passes axe, and is used by keyboard alone', async ({ page, api }) => {
    test.slow();
    const site = await api.createWebsite({ name: 'Pocket Pages', template: 'coach' });
    await openBuilder(page, site.id);
    await page
      .getByRole('group', { name: 'Show' })
      .getByRole('button', { name: 'Structure' })
      .click();
    await expect(pagesPanel(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );

    // Keyboard alone: choose a template, add it, open its settings, rename it, save.
    await pagesPanel(page).getByLabel('Add a page').focus();
    await page.keyboard.press('ArrowDown'); // About -> Work with me
    await page.keyboard.press('Tab');
    await expect(pagesPanel(page).getByRole('button', { name: 'Add page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Page added', 'Work with me is open.');
    await pageRow(page, 'Work with me').focus();
    await page.keyboard.press('Tab'); // Move up
    await page.keyboard.press('Enter');
    await expect(pagesPanel(page).getByRole('listitem').first()).toContainText('Work with me');
    await expect(
      pagesPanel(page).getByRole('button', { name: 'Move Work with me up' }),
    ).toBeDisabled();
    await pagesPanel(page).getByRole('button', { name: 'Settings for Work with me' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Page name')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Coaching');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Page saved');
    await expect(pageRow(page, 'Coaching')).toBeVisible();
    await page.screenshot({ path: 'test-results/website-pages-phone.png', fullPage: true });

    const problems = await axeProblems(page, { impacts: ['serious', 'critical'], explain: true });
    expect(problems).toEqual([]);
  });
});
