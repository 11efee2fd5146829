import { gate, holdRequests } from './hold';
import type { Page } from '@playwright/test';
import { SHARE_TOKEN_FORMAT } from '../src/model/share-token';
import type { Website } from '../src/model/website';
import { canvas, elementsOf, fetchWebsite, openBuilder, properties } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';
import { test as restartableTest } from './restartable-server';

const previewLink = (page: Page) => page.getByRole('region', { name: 'Public preview link' });
const TOKEN_URL = new RegExp(`^http://127\\.0\\.0\\.1:\\d+/p/${SHARE_TOKEN_FORMAT}$`);

async function openShareTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(
    previewLink(page).getByRole('heading', { name: 'Public preview link' }),
  ).toBeVisible();
}

/** Clicks 'Create public preview' and returns the link the Share tab then shows. */
async function createLink(page: Page): Promise<string> {
  await previewLink(page).getByRole('button', { name: 'Create public preview' }).click();
  await expectToast(
    page,
    'Public preview created',
    'Your website is now available for external sharing.',
  );
  await expect(previewLink(page).getByText('Read-only', { exact: true })).toBeVisible();
  const field = previewLink(page).getByLabel('Public link');
  await expect(field).toHaveValue(TOKEN_URL);
  return field.inputValue();
}

test('a coach shares the current draft; the visitor sees it read-only', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  const site = await api.createWebsite({ name: 'Shared Draft', template: 'coaching-offer' });
  const heading = elementsOf(site, 'heading')[0];
  await openBuilder(page, site.id);
  // An edit still on its way to the server: creating the link waits for it.
  const releaseSave = await holdRequests(page, '**/api/elements/*');
  await canvas(page).locator(`[data-element-id="${heading?.id}"]`).click();
  await properties(page).getByLabel('Heading', { exact: true }).fill('Only In The Draft');

  await openShareTab(page);
  await expect(previewLink(page).getByText('No public preview yet.')).toBeVisible();
  await expect(previewLink(page).getByText('Read-only', { exact: true })).toHaveCount(0);

  const { opened: held, open: release } = gate();
  let headingWhenCreated: unknown = 'not asked yet';
  await page.route('**/api/share/create-public-preview', async (route) => {
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    const content = elementsOf(stored, 'heading')[0]?.content;
    headingWhenCreated = content?.html ?? content?.text;
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest('**/api/share/create-public-preview');
  await previewLink(page).getByRole('button', { name: 'Create public preview' }).click();
  await expect(previewLink(page).getByRole('button', { name: 'Creating...' })).toBeDisabled();
  releaseSave();
  expect((await sent).postDataJSON()).toEqual({ websiteId: site.id, websiteName: 'Shared Draft' });
  await expect.poll(() => headingWhenCreated).toBe('Only In The Draft');
  release();
  await expectToast(
    page,
    'Public preview created',
    'Your website is now available for external sharing.',
  );
  await expect(previewLink(page).getByText('Read-only', { exact: true })).toBeVisible();
  const link = await previewLink(page).getByLabel('Public link').inputValue();
  expect(link).toMatch(TOKEN_URL);

  const qr = previewLink(page).getByRole('img', { name: 'QR code for the public preview link' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-value', link);
  expect(await qr.boundingBox()).toMatchObject({ width: 150, height: 150 });

  const visitor = await page.context().newPage();
  const response = await visitor.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(visitor.getByRole('heading', { name: 'Only In The Draft' })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  // Read-only: none of the builder, no script, nothing to type into.
  await expect(visitor.getByRole('tab')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^(Save|Publish|Undo|Redo)$/ })).toHaveCount(0);
  // Nothing to type into: the page's lead form is drawn, but cannot be sent from a draft.
  await expect(
    visitor.locator(
      'script, [contenteditable], textarea:not([disabled]), input:not([disabled]):not([type="hidden"])',
    ),
  ).toHaveCount(0);
  await expect(visitor.getByText('This form works on the published page.')).toBeVisible();

  // The builder remembers the link.
  await page.reload();
  await openShareTab(page);
  await expect(previewLink(page).getByLabel('Public link')).toHaveValue(link);
});

test('Copy link puts the link on the clipboard, and says so when it cannot', async ({
  page,
  api,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const site = await api.createWebsite({ name: 'Copy Me', template: 'coach' });
  await openBuilder(page, site.id);
  await openShareTab(page);
  const link = await createLink(page);

  await previewLink(page).getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Copied to clipboard', 'Link has been copied to your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.evaluate(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
  await previewLink(page).getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Failed to copy', 'Please copy the link manually.');
});

test('revoking the link closes it; a failed create says so', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  const site = await api.createWebsite({ name: 'Short Lived', template: 'retreat-offer' });
  await openBuilder(page, site.id);
  await openShareTab(page);

  await page.route('**/api/share/create-public-preview', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await previewLink(page).getByRole('button', { name: 'Create public preview' }).click();
  await expectToast(page, 'Error', 'Failed to create public preview. Please try again.');
  await expect(
    previewLink(page).getByRole('button', { name: 'Create public preview' }),
  ).toBeEnabled();
  await page.unroute('**/api/share/create-public-preview');

  const link = await createLink(page);
  const visitor = await page.context().newPage();
  expect((await visitor.goto(link))?.status()).toBe(200);

  await previewLink(page).getByRole('button', { name: 'Revoke link' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expectToast(page, 'Public preview revoked');
  await expect(
    previewLink(page).getByRole('button', { name: 'Create public preview' }),
  ).toBeVisible();
  await expect(previewLink(page).getByText('Read-only', { exact: true })).toHaveCount(0);

  const gone = await visitor.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'This page isn’t available' })).toBeVisible();

  // A new link is a new address; the revoked one stays closed.
  const again = await createLink(page);
  expect(again).not.toBe(link);
  expect((await visitor.goto(link))?.status()).toBe(404);
  expect((await visitor.goto(again))?.status()).toBe(200);
});

restartableTest(
  'the link keeps working after the server restarts',
  async ({ page, request, restartable, allowConsoleErrors }) => {
    test.slow(); // the app and its database start twice
    // The open builder's change stream cannot reach the server while it restarts, and says so.
    // While it starts again the server answers 503 (Starting up), which the stream also reports.
    allowConsoleErrors(/ERR_CONNECTION_REFUSED|status of 503/);
    const cookie = await restartable.signUp(page.context());
    const created = await request.post(`${restartable.url}/api/websites`, {
      data: { name: 'Survivor', template: 'course-offer' },
      headers: { cookie },
    });
    expect(created.status()).toBe(201);
    const site = (await created.json()) as Website;
    await page.goto(`${restartable.url}/builder/${site.id}`);
    await expect(canvas(page).locator('[data-element-id]').first()).toBeVisible();
    await openShareTab(page);
    const link = await createLink(page);
    expect(link.startsWith(`${restartable.url}/p/`)).toBe(true);

    const visitor = await page.context().newPage();
    expect((await visitor.goto(link))?.status()).toBe(200);
    const headline = 'The Signature Offer Academy';
    await expect(visitor.getByRole('heading', { name: headline })).toBeVisible();

    await restartable.restart();

    const after = await visitor.goto(link);
    expect(after?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: headline })).toBeVisible();
    await page.reload();
    await openShareTab(page);
    await expect(previewLink(page).getByLabel('Public link')).toHaveValue(link);
  },
);
