import { canvas, expectSaved, fetchWebsite, openBuilder } from './builder-helpers';
import { picture } from '../test/support/uploads';
import type { StoredFile } from '../src/model/files/file';
import { expect, expectToast, test } from './fixtures';

test.describe('builder tabs', () => {
  test('Design: the coach name and theme apply to the page and are saved', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Designed', template: 'coach-exact' });
    await openBuilder(page, site.id);
    // A new website speaks in the name the coach signed up with.
    await expect(canvas(page).getByText('Meet Maya Rivers')).toBeVisible();
    await page.getByRole('tab', { name: 'Design' }).click();
    await page.getByLabel(/Your name/).fill('Ava Stone');
    await page.getByLabel('Primary colour').fill('#0f766e');
    await page.getByLabel('Heading font').selectOption({ label: 'Inter' });
    await expectSaved(page);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(stored.settings).toEqual({
      coachName: 'Ava Stone',
      theme: { primaryColor: '#0f766e', headingFont: 'inter' },
    });
    await page.getByRole('tab', { name: 'Content Editor' }).click();
    await expect(canvas(page).getByText('Meet Ava Stone')).toBeVisible();
    const primary = await canvas(page)
      .locator('.cs-page')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--cs-primary').trim());
    expect(primary).toBe('#0f766e');
  });

  test('Design: search and social settings are saved, an unsafe image address is held back, and the share image comes from the coach’s files', async ({
    page,
    api,
    request,
    baseURL,
    playwright,
    allowConsoleErrors,
  }) => {
    // The setting's thumbnail tries the typed address, whose host does not exist here.
    allowConsoleErrors(/ERR_NAME_NOT_RESOLVED/);
    const site = await api.createWebsite({ name: 'Findable', template: 'coaching-offer' });
    const uploaded = await request.post('/api/files', {
      multipart: {
        file: {
          name: 'Cover.jpg',
          mimeType: 'image/jpeg',
          buffer: await picture(1200, 630, 'jpeg'),
        },
      },
    });
    expect(uploaded.status()).toBe(201);
    const cover = (await uploaded.json()) as StoredFile;
    await openBuilder(page, site.id);
    await page.getByRole('tab', { name: 'Design' }).click();
    await page.getByLabel('Page title').fill('Leadership coaching for founders');
    await page.getByLabel('Description').fill('Calm, clear leadership in 12 weeks.');
    const imageField = page.getByLabel('Social image address');
    await imageField.fill('javascript:alert(1)');
    await expect(page.getByRole('alert')).toHaveText(
      'Social image address must be an image from your files or an address starting with https://',
    );
    await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'invalid');
    await imageField.fill('https://images.example.com/maya.jpg');
    await expectSaved(page);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(stored.settings.seo).toEqual({
      title: 'Leadership coaching for founders',
      description: 'Calm, clear leadership in 12 weeks.',
      imageUrl: 'https://images.example.com/maya.jpg',
    });

    // No address to paste: the picture comes from the coach's files...
    await page.getByRole('button', { name: 'Choose a social image from your files' }).click();
    await page
      .getByRole('dialog', { name: 'Choose an image' })
      .getByRole('button', { name: 'Use Cover.jpg' })
      .click();
    await expect(imageField).toHaveValue(cover.url);
    await expectSaved(page);
    // ...or is uploaded there and then; a WebP gives its largest web-sized copy.
    await page.getByLabel('Social image to upload').setInputFiles({
      name: 'Wide.webp',
      mimeType: 'image/webp',
      buffer: await picture(2000, 1050, 'webp'),
    });
    await expectToast(page, 'Image Uploaded', 'Wide.webp is your link preview image.');
    await expect(imageField).toHaveValue(/^\/files\/\d+-[0-9a-f]{24}\/Wide-1600w\.webp$/);
    await expectSaved(page);
    const shareImage = await imageField.inputValue();
    expect((await fetchWebsite(request, baseURL ?? '', site.id)).settings.seo?.imageUrl).toBe(
      shareImage,
    );

    // The published page names it by its full address, and a link preview (no session) can fetch it.
    const liveUrl = await api.publish(site.id);
    const visitor = await playwright.request.newContext();
    const live = await visitor.get(liveUrl);
    expect(live.status()).toBe(200);
    const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(await live.text())?.[1];
    expect(ogImage).toBe(`${new URL(liveUrl).origin}${shareImage}`);
    const image = await visitor.get(ogImage ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    await visitor.dispose();
  });

  test('Mobile: the page at phone, tablet and desktop widths', async ({ page, api }) => {
    const site = await api.createWebsite({ name: 'Sizes', template: 'course-offer' });
    await openBuilder(page, site.id);
    await page.getByRole('tab', { name: 'Mobile' }).click();
    for (const [name, width] of [
      ['Phone', 375],
      ['Tablet', 768],
      ['Desktop', 1280],
    ] as const) {
      const frame = page.frameLocator(`iframe[title="${name} preview"]`);
      await expect(frame.locator('.cs-page')).toBeVisible();
      const inner = await frame
        .locator('body')
        .evaluate((body) => body.ownerDocument.defaultView?.innerWidth);
      expect(inner).toBe(width);
    }
  });

  test('AI Assistant and Journey ask for a customer avatar first', async ({
    page,
    api,
    context,
  }) => {
    const site = await api.createWebsite({ name: 'Avatars', template: 'coach' });
    await openBuilder(page, site.id);
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await expect(
      page.getByText('Select a customer avatar to enable AI content suggestions.'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Journey' }).click();
    await page.getByRole('button', { name: 'Open Journey Mapper' }).click();
    await expectToast(
      page,
      'No Avatar Selected',
      'Please create or select a customer avatar first',
    );

    // Made elsewhere (another tab): the AI tab looks again when it opens.
    await api.createAvatar({
      name: 'Burned-out Founder',
      demographics: { occupation: 'Agency owner', age: '41' },
    });
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await expect(page.getByRole('heading', { name: 'Burned-out Founder' })).toBeVisible();
    await expect(page.getByText('Agency owner')).toBeVisible();
    await page.getByRole('tab', { name: 'Journey' }).click();
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open Journey Mapper' }).click();
    await expect(await opened).toHaveURL(/\/customer-journey$/);
  });
});
