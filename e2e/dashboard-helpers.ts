import type { Locator, Page } from '@playwright/test';

/** Fills the open Create Website dialog with a name and a template picked from its list. */
export async function fillCreateDialog(
  page: Page,
  name: string,
  template: RegExp,
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Create Website' });
  await dialog.getByPlaceholder('e.g., My Coaching Business').fill(name);
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: template }).click();
  return dialog;
}
