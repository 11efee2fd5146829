import { holdRequests } from './hold';
import { expect, test, toasts } from './fixtures';

/** The Content Hub's areas, each with what it says before the coach has anything there. */
const AREAS = [
  ['/content-analytics', 'Content Analytics', 'No visits in these dates yet.'],
  ['/business-coach', 'AI Business Coach', 'No coaching sessions yet.'],
  ['/customer-journey', 'Customer Journey', 'A journey map follows one customer avatar.'],
] as const;

test('an unknown path shows the 404 card', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('lazily loaded areas show Loading... and then their own empty screen', async ({ page }) => {
  const release = await holdRequests(page, /AnalyticsScreen-.*\.js$/);
  await page.goto('/content-analytics');
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Content Analytics' })).toBeVisible();

  for (const [path, title, empty] of AREAS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText(empty)).toBeVisible();
  }
});

test('a screen that fails to load shows the error screen, and Reload Page recovers', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/CoachScreen|Failed to load|dynamically imported module|net::ERR_FAILED/);
  await page.route(/CoachScreen-.*\.js$/, (route) => route.abort());
  await page.goto('/business-coach');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('An unexpected error occurred. This has been logged and will be investigated.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.unroute(/CoachScreen-.*\.js$/);
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { name: 'AI Business Coach' })).toBeVisible();
});

test('only one toast shows at a time, and F8 moves focus to it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Website' });
  await dialog.getByRole('button', { name: 'Create Website' }).click();
  await dialog.getByRole('button', { name: 'Create Website' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('F8');
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list'),
  ).toBeFocused();
});
