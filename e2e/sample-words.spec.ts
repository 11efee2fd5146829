import type { Page } from '@playwright/test';
import { axeProblems } from './axe';
import { openBuilder, properties, reloadBuilder, expectSaved } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

const liveWebsite = (page: Page) => page.getByRole('region', { name: 'Live website' });
const sampleDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Some things are still sample' });
/** One item of the list, by the words it quotes. */
const item = (scope: ReturnType<Page['getByRole']>, words: string) =>
  scope.getByRole('listitem').filter({ hasText: words });

async function openShareTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(liveWebsite(page).getByRole('heading', { name: 'Live website' })).toBeVisible();
}

// bypassCSP: axe is added to the page as a script of its own.
test.use({ viewport: { width: 375, height: 812 }, bypassCSP: true });

test('on a phone, the checklist lists every sample word by section; Keep it and a fix each take one off', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  test.slow(); // the dialog, keyboard keeps, a fix on the canvas, a reload, a publish
  const site = await api.createWebsite({ name: 'Nurse to Leader', template: 'coaching-offer' });
  const settings = await request.patch(`${baseURL}/api/websites/${site.id}`, {
    data: { settings: { coachName: 'Ana Ruiz', bookingCalendar: { url: 'https://cal.com/ana' } } },
  });
  expect(settings.ok()).toBe(true);
  await openBuilder(page, site.id);
  await openShareTab(page);
  await liveWebsite(page).getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = sampleDialog(page);
  await expect(dialog).toBeVisible();

  // Grouped by section: the product, its prices and the scarcity badge are all there.
  const pricing = dialog.getByRole('group', { name: 'Pricing' });
  for (const words of ['“Momentum 90”', '“$297”', '“$1,997”', '“$4,997”']) {
    await expect(item(pricing, words).first()).toBeVisible();
  }
  await expect(
    item(dialog.getByRole('group', { name: 'Hero' }), '“Only 8 Spots This Quarter”'),
  ).toBeVisible();
  await expect(item(dialog.getByRole('group', { name: 'Testimonial' }), 'Rachel T.')).toBeVisible();
  const count = await dialog.getByRole('listitem').count();
  expect(count).toBeGreaterThan(25);

  // The dialog fits the phone and passes axe's WCAG A and AA rules.
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await page.screenshot({ path: test.info().outputPath('checklist-375.png') });
  expect(await axeProblems(page, { within: '[role="dialog"]' })).toEqual([]);

  // Keep it, by keyboard: the price is the coach's too. The focus goes on to the next item.
  const price = item(pricing, 'Sample price: “$1,997”');
  await price.getByRole('button', { name: /Sample price/ }).focus();
  await page.keyboard.press('Tab');
  await expect(price.getByRole('button', { name: 'Keep it', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(price).toHaveCount(0);
  await expect(dialog.getByRole('listitem')).toHaveCount(count - 1);
  await expect(
    item(pricing, 'Twelve weekly coaching calls').getByRole('button', { name: /Sample/ }),
  ).toBeFocused();

  // A fix is a click away: the product's name, its field ready to type in.
  await item(pricing, '“Momentum 90”')
    .getByRole('button', { name: /Sample title/ })
    .click();
  await expect(dialog).toBeHidden();
  const title = properties(page).getByLabel('Title', { exact: true });
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('Momentum 90');
  await title.fill('Nurse to Leader in 8 Weeks');
  await expectSaved(page);

  // The list has shrunk by both, and stays so after a reload.
  for (const reload of [false, true]) {
    if (reload) await reloadBuilder(page);
    await openShareTab(page);
    const panel = liveWebsite(page).getByRole('region', { name: 'Before you publish' });
    await expect(panel.getByText(`${count - 2} things are still sample or missing.`)).toBeVisible();
    await expect(item(panel, '“$1,997”')).toHaveCount(0);
    await expect(item(panel, '“Momentum 90”')).toHaveCount(0);
    await expect(item(panel, '“$4,997”')).toHaveCount(1);
  }

  // The coach keeps all the rest, by keyboard: only then is nothing sample left, and Publish
  // (focused) publishes.
  await liveWebsite(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('listitem').first().getByRole('button').first().focus();
  for (let left = count - 2; left > 0; left--) {
    await expect(dialog.getByRole('listitem')).toHaveCount(left);
    await expect(dialog.getByText('Nothing sample left')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Keep it');
    await page.keyboard.press('Enter');
  }
  await expect(dialog.getByText('Nothing sample left: your page is all yours.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Website published', /Version 1 is live at/);
});
