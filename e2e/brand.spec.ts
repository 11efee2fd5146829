import type { BrandAnswer } from '../src/model/brand/brand-kit';
import { picture } from '../test/support/uploads';
import { openBuilder } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

test('a coach fills in the brand kit with a logo, keeps it over a reload, and applies it to a website the builder then shows', async ({
  page,
  api,
  request,
  allowConsoleErrors,
}) => {
  test.slow(); // The kit, a reload, an upload, then the builder.
  allowConsoleErrors(/status of 400/); // The refused colour.
  const site = await api.createWebsite({ name: 'Calm Leaders', template: 'coach' });
  await page.goto('/brand-assets');
  await expect(page.getByText('No logo yet')).toBeVisible();

  await page.getByLabel('Primary', { exact: true }).fill('#0f766e');
  await page.getByLabel('Accent', { exact: true }).fill('#f59e0b');
  await page.getByLabel('Headings').selectOption('playfair');
  await page.getByLabel('Body text').selectOption('inter');
  await page.getByRole('textbox', { name: 'Tone words', exact: true }).fill('warm');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Taglines', exact: true }).fill('Lead calm.');
  await page.keyboard.press('Enter');
  await page.getByLabel('Email').fill('maya@rivers.coach');
  await page.getByLabel('Instagram').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save Brand' }).click();
  await expectToast(page, 'Save Failed', /social\.instagram/);
  await page.getByLabel('Instagram').fill('https://instagram.com/mayarivers');
  await page.getByLabel('Logo to upload').setInputFiles({
    name: 'Rivers logo.png',
    mimeType: 'image/png',
    buffer: await picture(600, 200),
  });
  await expect(page.getByRole('img', { name: 'Logo: Rivers logo.png' })).toBeVisible();
  const preview = page.getByRole('complementary').getByLabel('Preview');
  await expect(preview).toContainText('Lead calm.');
  await page.getByRole('button', { name: 'Save Brand' }).click();
  await expectToast(page, 'Brand Saved');

  await page.reload();
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#0f766e');
  await expect(page.getByRole('img', { name: 'Logo: Rivers logo.png' })).toBeVisible();
  const kit = (await (await request.get('/api/brand')).json()) as BrandAnswer;
  expect(kit).toMatchObject({
    colors: { primary: '#0f766e', accent: '#f59e0b' },
    fonts: { heading: 'playfair', body: 'inter' },
    voice: { tone: ['warm'], taglines: ['Lead calm.'] },
    social: { instagram: 'https://instagram.com/mayarivers' },
  });

  await page.getByLabel('Which website').selectOption({ label: 'Calm Leaders' });
  await page.getByRole('button', { name: 'Apply to website' }).click();
  await expectToast(page, 'Brand Applied');
  await page.getByRole('link', { name: 'Open in the builder' }).click();
  await expect(page).toHaveURL(new RegExp(`/builder/${site.id}$`));
  await openBuilder(page, site.id);
  const logo = page
    .frameLocator('iframe[title="Website canvas"]')
    .locator('[data-site-brand] img')
    .first();
  await expect(logo).toHaveAttribute('src', /\/files\/\d+-[0-9a-f]{24}\/Rivers%20logo-480w\.webp$/);
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(page.getByLabel('Primary colour')).toHaveValue('#0f766e');
  await expect(page.getByLabel('Heading font')).toHaveValue('playfair');
});
