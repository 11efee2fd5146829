import { canvas, elementsOf, expectSaved, openBuilder, properties } from './builder-helpers';
import { pdf, picture } from '../test/support/uploads';
import type { FilesAnswer, StoredFile } from '../src/model/files/file';
import { expect, expectToast, test } from './fixtures';

/** Where a file's bytes and copies sit: '/files/12-{key}/' of '/files/12-{key}/Retreat.jpg'. */
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

test.describe('Personal Storage', () => {
  test('a coach uploads several files with progress, files and tags one, finds it, and deletes another; a program renamed .png is refused', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    test.slow(); // Uploads, image copies, then search, edit and delete.
    allowConsoleErrors(/status of 400/); // The refused program.
    await page.goto('/personal-storage');
    await expect(page.getByRole('heading', { name: 'No files yet.' })).toBeVisible();
    await page.getByLabel('Files to upload').setInputFiles([
      {
        name: 'Maya headshot.jpg',
        mimeType: 'image/jpeg',
        buffer: await picture(1800, 1200, 'jpeg'),
      },
      { name: 'Welcome pack.pdf', mimeType: 'application/pdf', buffer: pdf() },
      {
        name: 'totally-a-photo.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]),
      },
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    // 'Uploaded' as the whole status: 'Not uploaded' contains it too.
    const uploaded = uploads
      .getByRole('listitem')
      .filter({ has: page.getByText('Uploaded', { exact: true }) });
    await expect(uploaded).toHaveCount(2);
    await expect(uploaded.filter({ hasText: 'totally-a-photo.png' })).toHaveCount(0);
    await expect(
      uploads.getByRole('listitem').filter({ hasText: 'totally-a-photo.png' }),
    ).toContainText('totally-a-photo.png is a program, not a picture.');
    await expect(uploads).not.toContainText('file:');
    const files = page.getByRole('list', { name: 'Your files' }).getByRole('listitem');
    await expect(files).toHaveCount(2);
    const photo = files.filter({ hasText: 'Maya headshot.jpg' });
    await expect(photo).toContainText('1800 × 1200');
    await expect(photo.getByText('Public')).toBeVisible();
    // The thumbnail is a web-sized copy, never the original.
    await expect(photo.locator('img')).toHaveAttribute('src', /-480w\.webp$/);
    await expect(files.filter({ hasText: 'Welcome pack.pdf' }).getByText('Private')).toBeVisible();
    await expect(page.getByText(/of 1,?000 MB used/)).toBeVisible();

    await page.getByRole('button', { name: 'Edit Maya headshot.jpg' }).click();
    const dialog = page.getByRole('dialog', { name: 'File details' });
    await dialog.getByLabel('Name').fill('../sneaky');
    await expect(dialog.getByRole('alert')).toContainText('must be a file name, not a path');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Name').fill('Maya on stage.jpg');
    await dialog.getByLabel('Folder').fill('Headshots');
    await dialog.getByRole('textbox', { name: 'Tags', exact: true }).fill('about');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'File Saved');
    await expect(files.filter({ hasText: 'Maya on stage.jpg' })).toContainText('Headshots');

    await page.getByLabel('Search files').fill('about');
    await expect(files).toHaveCount(1);
    await page.getByLabel('Search files').fill('');
    await page.getByLabel('Folder').selectOption('Headshots');
    await expect(files).toHaveCount(1);
    await page.getByLabel('Folder').selectOption('*');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(files).toHaveCount(2);

    await page.getByRole('button', { name: 'Delete Welcome pack.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'File Deleted');
    await expect(files).toHaveCount(1);
    const stored = (await (await request.get('/api/files')).json()) as FilesAnswer;
    expect(stored.files.map((f) => [f.name, f.folder, f.tags])).toEqual([
      ['Maya on stage.jpg', 'Headshots', ['about']],
    ]);
  });

  test('a photo chosen in the builder goes live as a web-sized copy with its size; one uploaded in the builder goes on the page', async ({
    page,
    request,
    api,
    baseURL,
  }) => {
    test.slow(); // Builder, publish, then the live page.
    const site = await api.createWebsite({ name: 'Photo Page', template: 'coach' });
    const [image] = elementsOf(site, 'image');
    const answer = await request.post('/api/files', {
      multipart: {
        file: {
          name: 'Retreat.jpg',
          mimeType: 'image/jpeg',
          buffer: await picture(2000, 1300, 'jpeg'),
        },
      },
    });
    expect(answer.status()).toBe(201);
    const photo = (await answer.json()) as StoredFile;

    await openBuilder(page, site.id);
    await canvas(page).locator(`[data-element-id="${image?.id}"]`).click();
    await properties(page).getByRole('button', { name: 'Choose from your files' }).click();
    await page
      .getByRole('dialog', { name: 'Choose an image' })
      .getByRole('button', { name: 'Use Retreat.jpg' })
      .click();
    const onCanvas = canvas(page)
      .locator(`[data-element-id="${image?.id}"] img`)
      .or(canvas(page).locator(`img[data-element-id="${image?.id}"]`));
    await expect(onCanvas).toHaveAttribute('srcset', /Retreat-960w\.webp 960w/);
    await expectSaved(page);

    const published = await request.post(`${baseURL}/api/websites/${site.id}/publish`);
    expect(published.status()).toBe(201);
    const { url } = (await published.json()) as { url: string };
    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error('no browser');
    const live = await visitor.newPage();
    const loaded: string[] = [];
    live.on('response', (r) => {
      if (r.url().includes(folderOf(photo.url)))
        loaded.push(`${r.status()} ${r.headers()['content-type']} ${r.url()}`);
    });
    await live.goto(url);
    const img = live.locator(`img[src^="${folderOf(photo.url)}"]`);
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('width', '2000');
    await expect(img).toHaveAttribute('height', '1300');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    expect(loaded.some((l) => /^200 image\/webp .*-\d+w\.webp$/.test(l))).toBe(true);
    expect(loaded.some((l) => l.includes('Retreat.jpg'))).toBe(false);
    await visitor.close();

    // Uploading straight from the field puts the new picture on the page.
    await properties(page)
      .getByLabel('Image to upload')
      .setInputFiles({
        name: 'Second.png',
        mimeType: 'image/png',
        buffer: await picture(800, 600),
      });
    await expectToast(page, 'Image Uploaded');
    await expect(onCanvas).toHaveAttribute('srcset', /Second-800w\.webp 800w/);
    await expectSaved(page);
  });
});

test('the Design tab takes the logo from the coach’s files, and the header shows its web-sized copy', async ({
  page,
  request,
  api,
}) => {
  const site = await api.createWebsite({ name: 'Logo Page', template: 'coach' });
  const answer = await request.post('/api/files', {
    multipart: {
      file: { name: 'Mark.png', mimeType: 'image/png', buffer: await picture(640, 320) },
    },
  });
  expect(answer.status()).toBe(201);
  await openBuilder(page, site.id);
  await page.getByRole('tab', { name: 'Design' }).click();
  await page.getByRole('button', { name: 'Choose a logo from your files' }).click();
  await page
    .getByRole('dialog', { name: 'Choose an image' })
    .getByRole('button', { name: 'Use Mark.png' })
    .click();
  await expect(page.getByLabel('Logo address')).toHaveValue(
    /^\/files\/\d+-[0-9a-f]{24}\/Mark-480w\.webp$/,
  );
  await page.getByRole('tab', { name: 'Content Editor' }).click();
  await expect(canvas(page).locator('[data-site-brand] img').first()).toHaveAttribute(
    'src',
    /\/files\/\d+-[0-9a-f]{24}\/Mark-480w\.webp$/,
  );
  await expectSaved(page);
});
