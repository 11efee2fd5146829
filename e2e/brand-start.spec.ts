import type { StoredFile } from '../src/model/files/file';
import { picture } from '../test/support/uploads';
import { expect, expectToast, test } from './fixtures';

test('a new brand kit starts from the coach’s website and warns of colours hard to read', async ({
  page,
  request,
}) => {
  test.slow(); // An upload, a website, the kit, a save and a reload.
  const uploaded = await request.post('/api/files', {
    multipart: {
      file: { name: 'Mark.png', mimeType: 'image/png', buffer: await picture(300, 100) },
    },
  });
  const logo = (await uploaded.json()) as StoredFile;
  const created = await request.post('/api/websites', {
    data: {
      name: 'Rivers Coaching',
      template: 'coach',
      settings: {
        theme: { primaryColor: '#0f766e', accentColor: '#ff6f61', headingFont: 'playfair' },
        brand: { logoUrl: logo.variants[0]?.url },
        contact: { email: 'maya@rivers.coach' },
        social: { instagram: 'https://instagram.com/mayarivers' },
      },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/brand-assets');
  const note = page.getByRole('note').filter({ hasText: 'Started from your website' });
  await expect(note).toContainText('“Rivers Coaching”');
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#0f766e');
  await expect(page.getByLabel('Accent', { exact: true })).toHaveValue('#ff6f61');
  await expect(page.getByLabel('Headings')).toHaveValue('playfair');
  await expect(page.getByLabel('Email')).toHaveValue('maya@rivers.coach');
  await expect(page.getByLabel('Instagram')).toHaveValue('https://instagram.com/mayarivers');
  await expect(page.getByRole('img', { name: 'Logo: Mark.png' })).toBeVisible();

  // White on her coral accent: the button's text is hard to read, and says so.
  const contrast = page.getByRole('list', { name: 'Contrast of text' });
  const button = contrast.getByRole('listitem').filter({ hasText: 'Button' });
  await expect(button).toContainText('White on Accent');
  await expect(button).toContainText('2.72:1');
  await expect(button).toContainText('Hard to read: under 4.5:1');
  const body = contrast.getByRole('listitem').filter({ hasText: 'Body text' });
  await expect(body).not.toContainText('Hard to read');
  await expect(contrast.getByText('Hard to read')).toHaveCount(1);

  await page.getByLabel('Accent', { exact: true }).fill('#b91c1c');
  await expect(button).toContainText('6.47:1');
  await expect(contrast.getByText('Hard to read')).toHaveCount(0);
  await page.getByLabel('Background', { exact: true }).fill('#0f172a');
  await expect(contrast.getByText('Hard to read')).toHaveCount(2);
  await page.getByLabel('Background', { exact: true }).fill('');

  // Not kept until saved: then it is her kit, and the note goes.
  await page.getByRole('button', { name: 'Save Brand' }).click();
  await expectToast(page, 'Brand Saved');
  await page.reload();
  // The reloaded screen loads its code and the kit again: slow on a busy machine.
  await expect(page.getByLabel('Accent', { exact: true })).toHaveValue('#b91c1c', {
    timeout: 20_000,
  });
  await expect(page.getByLabel('Email')).toHaveValue('maya@rivers.coach');
  await expect(page.getByRole('img', { name: 'Logo: Mark.png' })).toBeVisible();
  await expect(note).toHaveCount(0);
});
