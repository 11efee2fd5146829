import type { Page } from '@playwright/test';
import { DEFAULT_QUOTAS } from '../src/model/limits';
import { openBuilder, properties, rowTarget, structure, structureRow } from './builder-helpers';
import { expect, expectToast, openDashboard, test } from './fixtures';

test.describe('at the website limit', () => {
  test.use({ quotas: { ...DEFAULT_QUOTAS, websitesPerCoach: 1 } });

  test('the dashboard counts the websites and disables Create and Duplicate, saying why', async ({
    page,
    api,
  }) => {
    await api.createWebsite({ name: 'My Only Site' });
    await openDashboard(page);
    await expect(page.getByText('1 of 1 websites')).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Website' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      'You can have up to 1 website. Delete one to make room.',
    );
    await expect(page.getByRole('button', { name: 'Duplicate My Only Site' })).toBeDisabled();
    await page.screenshot({ path: 'test-results/limits-dashboard.png' });

    await page.getByRole('button', { name: 'Delete My Only Site' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('0 of 1 websites')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Website' })).toBeEnabled();
  });
});

test.describe('at the section and element limits', () => {
  // The coach template starts with 7 sections; its Programs section holds 9 elements.
  test.use({ quotas: { ...DEFAULT_QUOTAS, sectionsPerWebsite: 7, elementsPerSection: 9 } });

  test('the builder disables adding a section or an element, saying why', async ({ page, api }) => {
    const site = await api.createWebsite({ name: 'Full Builder' });
    await openBuilder(page, site.id);
    const addSection = structure(page).getByRole('button', { name: 'Add section' });
    await expect(addSection).toBeDisabled();
    await expect(addSection).toHaveAccessibleDescription(
      'A website can have up to 7 sections. Delete one to make room.',
    );

    await rowTarget(structureRow(page, /^Programs,/)).click();
    const addElement = properties(page).getByRole('button', { name: 'Add element' });
    await expect(addElement).toBeDisabled();
    await expect(addElement).toHaveAccessibleDescription(
      'A section can have up to 9 elements. Delete one or add another section.',
    );
    await page.screenshot({ path: 'test-results/limits-builder.png' });

    // Deleting an element makes room again.
    const programs = structure(page)
      .getByRole('treeitem')
      .filter({ has: page.getByRole('button', { name: 'Delete section Programs' }) });
    const firstElement = programs.getByRole('treeitem').first();
    await firstElement.hover();
    await firstElement.getByRole('button', { name: /^Delete / }).click();
    await expect(addElement).toBeEnabled();
  });
});

const versions = (page: Page) => page.getByRole('region', { name: 'Published versions' });

test('naming a version in the versions panel', async ({ page, api, request }) => {
  const site = await api.createWebsite({ name: 'Named Launch', template: 'coaching-offer' });
  expect((await request.post(`/api/websites/${site.id}/publish`)).status()).toBe(201);
  expect((await request.post(`/api/websites/${site.id}/publish`)).status()).toBe(201);
  await openBuilder(page, site.id);
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(
    versions(page).getByText('The newest 50 versions are kept, and every version you name.'),
  ).toBeVisible();

  const first = versions(page).getByRole('listitem', { name: 'Version 1' });
  await first.getByRole('button', { name: 'Name version 1' }).click();
  await first.getByRole('textbox', { name: 'Name for version 1' }).fill('Launch day');
  await page.screenshot({ path: 'test-results/limits-naming.png' });
  await first.getByRole('textbox', { name: 'Name for version 1' }).press('Enter');
  await expectToast(page, 'Version named', 'Version 1 is now "Launch day".');
  await expect(first.getByText('Launch day')).toBeVisible();
  await expect(first.getByText(/Version 1 · Published/)).toBeVisible();
  await page.screenshot({ path: 'test-results/limits-versions.png' });

  await page.reload();
  await page.getByRole('tab', { name: 'Share' }).click();
  const again = versions(page).getByRole('listitem', { name: 'Version 1' });
  await expect(again.getByText('Launch day')).toBeVisible();
  await again.getByRole('button', { name: 'Rename version 1' }).click();
  await again.getByRole('textbox', { name: 'Name for version 1' }).fill('');
  await again.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, 'Name removed');
  await expect(again.getByText('Launch day')).toHaveCount(0);
});
