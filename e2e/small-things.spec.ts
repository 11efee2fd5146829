import type { Locator } from '@playwright/test';
import { openBuilder } from './builder-helpers';
import { fillCreateDialog } from './dashboard-helpers';
import { expect, NEW_TAB, openDashboard, test, toasts } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test.describe('small things a coach notices', () => {
  test('on a 375 px phone a toast never covers the buttons of the open dialog', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openDashboard(page);
    await page.getByRole('button', { name: 'Create Your First Website' }).click();
    // A template chosen (its picture makes the dialog tall) and no name: an error toast, dialog open.
    const dialog = await fillCreateDialog(page, '', /Retreat Offer/);
    await dialog.getByRole('button', { name: 'Create Website' }).click();
    const toast = toasts(page).filter({ hasText: 'Please enter a website name' });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeVisible();
    const toastBox = await boxOf(toast);
    for (const name of ['Create Website', 'Cancel', 'Close']) {
      const button = dialog.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      expect(overlap(toastBox, await boxOf(button)), `toast over ${name}`).toBe(false);
    }
    // The dialog still works with the toast up.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('Close Preview closes a preview tab, or goes back to the builder when the tab cannot close', async ({
    page,
    api,
  }) => {
    const website = await api.createWebsite({ name: 'Preview Me' });
    await openDashboard(page);
    const opened = page.waitForEvent('popup');
    await page
      .getByRole('article', { name: 'Preview Me' })
      .getByRole('link', { name: 'Preview' })
      .click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { name: 'Preview: Preview Me' })).toBeVisible(NEW_TAB);
    const closed = tab.waitForEvent('close');
    // The click closes the tab, which may end the click's own round trip: only a click that
    // failed while the tab is still open is a failure.
    await tab
      .getByRole('button', { name: 'Close Preview' })
      .click()
      .catch((error: unknown) => {
        if (!tab.isClosed()) throw error;
      });
    await closed;

    // Reached from another page in the same tab: a script may not close it.
    await page.goto(`/preview/${website.id}`);
    await expect(page.getByRole('heading', { name: 'Preview: Preview Me' })).toBeVisible();
    await page.getByRole('button', { name: 'Close Preview' }).click();
    await expect(page).toHaveURL(new RegExp(`/builder/${website.id}$`));
    await expect(page.getByRole('tab', { name: 'Content Editor' })).toBeVisible();
  });

  test('Save says it saved', async ({ page, api }) => {
    const website = await api.createWebsite({ name: 'Save Me' });
    await openBuilder(page, website.id);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });
});
