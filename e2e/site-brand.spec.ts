import type { Page } from '@playwright/test';
import { canvas, expectSaved, fetchWebsite, openBuilder } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

const liveWebsite = (page: Page) => page.getByRole('region', { name: 'Live website' });

test('the brand name and an Instagram link set in the Design tab appear on the live page', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  const site = await api.createWebsite({ name: 'Rivers Retreat', template: 'retreat-offer' });
  await openBuilder(page, site.id);
  // Until a business name is set, the header carries the coach's own name (from the account).
  await expect(canvas(page).locator('[data-site-brand]').first()).toHaveText('Maya Rivers');
  await page.getByRole('tab', { name: 'Design' }).click();

  await page.getByLabel('Business name').fill('Rivers & Co Coaching');
  const instagram = page.getByLabel('Instagram');
  await instagram.fill('ftp://instagram.com/maya');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Instagram must start with https://' }),
  ).toBeVisible();
  await expect(instagram).toHaveAttribute('aria-invalid', 'true');
  // Pasted without https://, it is completed when she leaves the field.
  await instagram.fill('instagram.com/maya.rivers');
  await instagram.blur();
  await expect(instagram).toHaveValue('https://instagram.com/maya.rivers');
  await expect(instagram).not.toHaveAttribute('aria-invalid');
  await expectSaved(page);
  const stored = await fetchWebsite(request, baseURL ?? '', site.id);
  expect(stored.settings).toMatchObject({
    brand: { name: 'Rivers & Co Coaching' },
    social: { instagram: 'https://instagram.com/maya.rivers' },
  });
  await page.getByRole('tab', { name: 'Content Editor' }).click();
  await expect(canvas(page).getByText('Rivers & Co Coaching', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Share' }).click();
  await liveWebsite(page).getByRole('button', { name: 'Publish', exact: true }).click();
  // The demo calendar is still sample: the checklist asks, and the coach publishes anyway.
  await page.getByRole('button', { name: 'Publish anyway' }).click();
  await expectToast(page, 'Website published');
  const liveUrl = await liveWebsite(page).getByLabel('Live address').inputValue();

  const visitor = await page.context().newPage();
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('banner')).toHaveText('Rivers & Co Coaching');
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/maya.rivers',
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Rivers & Co Coaching`);
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  const icon = await visitor.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  await expect(visitor.getByText('set it in Design')).toHaveCount(0);
});
