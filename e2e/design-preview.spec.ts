import type { Locator } from '@playwright/test';
import { picture } from '../test/support/uploads';
import { expectSaved, openBuilder } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

const style = (locator: Locator, property: 'color' | 'backgroundColor' | 'fontFamily') =>
  locator.evaluate((el, p) => getComputedStyle(el)[p], property);

/** Whether an image has loaded and has pixels (not a broken-image icon). */
const loaded = (image: Locator) =>
  image.evaluate(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth,
  );

test('the Design tab previews the colours, fonts and logo as the coach edits them', async ({
  page,
  api,
}) => {
  test.slow(); // Opens the builder, edits four settings, uploads a logo and saves.
  const site = await api.createWebsite({ name: 'Previewed', template: 'coach-exact' });
  await openBuilder(page, site.id);
  await page.getByRole('tab', { name: 'Design' }).click();
  const preview = page.getByRole('figure', { name: 'Design preview' });
  const heading = preview.locator('[data-preview="heading"]');
  const paragraph = preview.locator('[data-preview="paragraph"]');
  const button = preview.getByText('Book a call');
  await expect(heading).toBeVisible();
  await expect(preview.getByText('Maya Rivers')).toBeVisible();
  await expect(preview.getByRole('img')).toHaveCount(0);

  await page.getByLabel('Primary colour').fill('#0f766e');
  await expect.poll(() => style(heading, 'color')).toBe('rgb(15, 118, 110)');
  await expect.poll(() => style(button, 'backgroundColor')).toBe('rgb(15, 118, 110)');
  await page.getByLabel('Accent colour').fill('#f59e0b');
  await expect
    .poll(() => style(preview.locator('[data-preview="accent"]'), 'backgroundColor'))
    .toBe('rgb(245, 158, 11)');
  await page.getByLabel('Heading font').selectOption({ label: 'Inter' });
  await expect(heading).toHaveText('Your headline, in Inter');
  await expect.poll(() => style(heading, 'fontFamily')).toMatch(/^"Inter Variable"/);
  await page.getByLabel('Body font').selectOption({ label: 'Playfair Display' });
  await expect.poll(() => style(paragraph, 'fontFamily')).toMatch(/^"Playfair Display Variable"/);
  await page.getByLabel('Business name').fill('Rivers & Co');
  await expect(preview.getByText('Rivers & Co', { exact: true })).toBeVisible();

  // The logo field shows the picture itself, not only its /files/... address; so does the preview.
  const logoField = page.getByLabel('Logo address');
  await page.getByLabel('Logo to upload').setInputFiles({
    name: 'Logo.png',
    mimeType: 'image/png',
    buffer: await picture(240, 80),
  });
  await expectToast(page, 'Image Uploaded', 'Logo.png');
  await expect(logoField).toHaveValue(/^\/files\//);
  const thumbnail = page
    .getByRole('img', { name: 'Your logo' })
    .and(page.locator(':not(figure *)'));
  await expect(thumbnail).toHaveAttribute('src', await logoField.inputValue());
  await expect.poll(() => loaded(thumbnail)).toBeGreaterThan(0);
  const previewLogo = preview.getByRole('img', { name: 'Your logo' });
  await expect.poll(() => loaded(previewLogo)).toBeGreaterThan(0);
  await expectSaved(page);

  // An address the page would refuse shows no picture, here or in the preview.
  await logoField.fill('http://example.com/logo.png');
  await expect(page.getByRole('img', { name: 'Your logo' })).toHaveCount(0);
});
