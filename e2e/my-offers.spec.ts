import type { Page } from '@playwright/test';
import { axeProblems } from './axe';
import { expect, expectToast, test } from './fixtures';

/** Whether the page fits the phone's width (nothing to scroll sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// bypassCSP: axe is added to the page as a script of its own.
test.use({ viewport: { width: 375, height: 800 }, bypassCSP: true });

test.describe('My offers', () => {
  test('a coach adds, edits and deletes an offer by keyboard alone on a phone', async ({
    page,
    allowConsoleErrors,
  }) => {
    test.slow(); // An offer through the form twice, a refusal, a delete and three axe runs.
    allowConsoleErrors(/400|Failed to load resource/); // the refused price and booking link
    await page.goto('/my-offers');
    await expect(page.getByRole('heading', { name: 'No offers yet.' })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);

    await page.getByRole('button', { name: 'Add your first offer' }).focus();
    await page.keyboard.press('Enter');
    // The form's first field has the focus; each Tab goes to the next field in reading order.
    await expect(page.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Night Shift to Nine-to-Five');
    await page.keyboard.press('Tab');
    await page.keyboard.type('twelve hundred');
    await page.keyboard.press('Tab'); // the currency: USD stays
    await page.keyboard.press('Tab');
    await page.keyboard.type('8 weeks');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1:1 video calls');
    await page.keyboard.press('Tab');
    await page.keyboard.type('https://buy.stripe.com/nurse-programme');
    await page.keyboard.press('Tab');
    await page.keyboard.type('http://calendly.com/jo/intro');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Eight weekly calls');
    await page.keyboard.press('Enter');
    await page.keyboard.type('CV rewrite');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save Offer' })).toBeFocused();
    await page.keyboard.press('Enter');

    // Refused by the fields at fault; nothing typed is lost.
    await expectToast(page, 'Save Failed', 'Failed to save offer');
    await expect(page.getByText('Price must be an amount such as 1200 or 1200.50')).toBeVisible();
    await expect(page.getByText('Booking link must be an https:// address')).toBeVisible();
    await expect(page.getByLabel('Format')).toHaveValue('1:1 video calls');
    expect(await axeProblems(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByLabel('Price').fill('1,200');
    await page.getByLabel('Booking link').fill('https://calendly.com/jo/intro');
    await page.getByLabel('Booking link').press('Enter');
    await expectToast(page, 'Offer Saved');

    const offer = page.getByRole('article', { name: 'Night Shift to Nine-to-Five' });
    await expect(offer).toContainText('$1,200');
    await expect(offer).toContainText('8 weeks · 1:1 video calls');
    await expect(offer.getByRole('list', { name: 'What is included' })).toHaveText(
      /Eight weekly calls\s*CV rewrite/,
    );
    expect(await axeProblems(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('my-offers-375.png'), fullPage: true });

    // Edited after a reload: it was stored.
    await page.reload();
    await page.getByRole('button', { name: 'Edit Night Shift to Nine-to-Five' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Name')).toBeFocused();
    await page.getByLabel('Currency').selectOption('GBP');
    await page.getByLabel('Price').fill('995.5');
    await page.getByLabel('Price').press('Enter');
    await expectToast(page, 'Offer Saved');
    await expect(offer).toContainText('£995.50');

    // Deleted after a confirmation, by keyboard.
    await page.getByRole('button', { name: 'Delete Night Shift to Nine-to-Five' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete “Night Shift to Nine-to-Five”?');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Offer Deleted');
    await expect(page.getByRole('heading', { name: 'No offers yet.' })).toBeVisible();
  });

  test('says when the offers could not be loaded, and loads them on Retry', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/503|Failed to load resource/);
    let fail = true;
    await page.route('**/api/offers', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again shortly' } }),
          })
        : route.continue(),
    );
    await page.goto('/my-offers');
    await expect(page.getByText('Try again shortly')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'No offers yet.' })).toBeVisible();
  });
});
