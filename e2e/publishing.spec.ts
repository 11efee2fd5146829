import { holdRequests } from './hold';
import type { Page, Response } from '@playwright/test';
import { TEMPLATES } from '../src/model/templates/catalogue';
import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  properties,
} from './builder-helpers';
import { mainHeading } from './template-texts';
import { expect, expectToast, test } from './fixtures';

const liveWebsite = (page: Page) => page.getByRole('region', { name: 'Live website' });
const versions = (page: Page) => page.getByRole('region', { name: 'Published versions' });
const topBar = (page: Page) => page.getByRole('banner');

async function openShareTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(liveWebsite(page).getByRole('heading', { name: 'Live website' })).toBeVisible();
}

/**
 * Clicks Publish in the Share tab. A new website still has sample parts (the demo calendar), so the
 * pre-publish checklist asks first; these tests publish anyway (e2e/nothing-sample.spec.ts tests it).
 */
async function clickPublish(page: Page): Promise<void> {
  await liveWebsite(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Some things are still sample' })
    .getByRole('button', { name: 'Publish anyway' })
    .click();
}

/** Clicks Publish in the Share tab and returns the live address it then shows. */
async function publish(page: Page, version: number): Promise<string> {
  await clickPublish(page);
  await expectToast(page, 'Website published', new RegExp(`Version ${version} is live at`));
  const address = liveWebsite(page).getByLabel('Live address');
  await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/s\/[a-z0-9-]+$/);
  return address.inputValue();
}

/** A second tab in the same browser: a visitor who knows the address. Records what it loads. */
async function visitorPage(page: Page) {
  const visitor = await page.context().newPage();
  const consoleErrors: string[] = [];
  const scripts: string[] = [];
  const fonts: string[] = [];
  visitor.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  visitor.on('pageerror', (e) => consoleErrors.push(e.message));
  visitor.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.resourceType() === 'script' || /\.m?js$/.test(pathname)) scripts.push(r.url());
    if (r.resourceType() === 'font') fonts.push(pathname);
  });
  return { visitor, consoleErrors, scripts, fonts };
}

async function expectStaticPage(response: Response | null): Promise<void> {
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("script-src 'none'");
  expect(await response?.text()).not.toMatch(/<script/i);
}

for (const template of TEMPLATES) {
  test(`${template.name}: published from the Share tab, visitors get the page without JavaScript`, async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: `${template.name} Live`, template: template.id });
    await openBuilder(page, site.id);
    await openShareTab(page);
    await expect(versions(page).getByText('No published versions yet.')).toBeVisible();
    const liveUrl = await publish(page, 1);
    await expect(versions(page).getByRole('listitem', { name: 'Version 1' })).toBeVisible();

    const { visitor, consoleErrors, scripts, fonts } = await visitorPage(page);
    const response = await visitor.goto(liveUrl);
    await expectStaticPage(response);
    const main = mainHeading(template.id);
    expect(main).not.toBe('');
    await expect(visitor.getByText(main).first()).toBeVisible();
    await expect(visitor.locator('script')).toHaveCount(0);
    expect(scripts, 'JavaScript requested by the live page').toEqual([]);
    expect(consoleErrors, 'console errors on the live page').toEqual([]);
    // One stylesheet, its template family's own, and it really styles the page (the theme's web font).
    const family = { exact: 'exact', design: 'designs', offer: 'offers' }[template.family];
    await expect(visitor.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await expect(visitor.locator('link[rel="stylesheet"]')).toHaveAttribute(
      'href',
      new RegExp(`^/assets/site-${family}-`),
    );
    await expect(visitor.locator('.cs-page')).toHaveCSS('font-family', /Variable/);
    // Its text needs only the small basic-latin font files (npm run fonts), not the full ones.
    await visitor.evaluate(() => document.fonts.ready);
    expect(fonts.length, 'web fonts loaded').toBeGreaterThan(0);
    expect(fonts.filter((f) => !/\/assets\/[a-z-]+-basic-wght-[\w-]+\.woff2$/.test(f))).toEqual([]);

    // With the CRM chat widget switched on, the live page carries the provider's loader, and only that.
    const patched = await request.patch(`${baseURL}/api/websites/${site.id}`, {
      data: { settings: { hublytics: { enabled: true, chatWidget: true, locationId: 'loc123' } } },
    });
    expect(patched.ok()).toBe(true);
    await publish(page, 2);
    const withChat = await request.get(liveUrl);
    expect(withChat.status()).toBe(200);
    const html = await withChat.text();
    expect(html).toContain('<script src="https://widgets.leadconnectorhq.com/loader.js"');
    expect(html).toContain('location-id="loc123"');
    expect(withChat.headers()['content-security-policy']).toContain(
      'script-src https://widgets.leadconnectorhq.com',
    );
    await visitor.close();
  });
}

test('a coach edits, republishes, restores an old version and unpublishes', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  test.slow(); // one long journey through every publishing step
  const site = await api.createWebsite({ name: 'Lifecycle Coaching', template: 'coaching-offer' });
  const original = mainHeading('coaching-offer');
  const heading = elementsOf(site, 'heading')[0];
  await openBuilder(page, site.id);
  await expect(topBar(page).getByText('Live', { exact: true })).toHaveCount(0);
  await openShareTab(page);
  await expect(liveWebsite(page).getByText('Not published yet.')).toBeVisible();

  // While the request is on its way the button says so.
  const release = await holdRequests(page, '**/api/websites/*/publish');
  await clickPublish(page);
  await expect(liveWebsite(page).getByRole('button', { name: 'Publishing...' })).toBeDisabled();
  release();
  await expectToast(page, 'Website published', /Version 1 is live at/);
  await page.unroute('**/api/websites/*/publish');
  const liveUrl = await liveWebsite(page).getByLabel('Live address').inputValue();
  expect(liveUrl).toMatch(/\/s\/lifecycle-coaching$/);
  await expect(liveWebsite(page).getByText('Your live website is up to date')).toBeVisible();
  await expect(topBar(page).getByText('Live', { exact: true })).toBeVisible();
  await expect(
    liveWebsite(page).getByRole('img', { name: 'QR code for the live website' }),
  ).toHaveAttribute('data-value', liveUrl);

  const { visitor } = await visitorPage(page);
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('heading', { name: original })).toBeVisible();

  await visitor.goto('/');
  await expect(
    visitor.getByRole('article', { name: 'Lifecycle Coaching' }).getByText('Published'),
  ).toBeVisible();

  // An edit in the builder is a change the live page doesn't have yet.
  await page.getByRole('tab', { name: 'Content Editor' }).click();
  await canvas(page).locator(`[data-element-id="${heading?.id}"]`).click();
  await properties(page).getByLabel('Heading', { exact: true }).fill('Coaching That Sticks');
  await expect(topBar(page).getByText('Unpublished changes')).toBeVisible();
  await expectSaved(page);
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('heading', { name: original })).toBeVisible();
  await expect(visitor.getByText('Coaching That Sticks')).toHaveCount(0);

  await openShareTab(page);
  await expect(liveWebsite(page).getByText('changes that are not live yet')).toBeVisible();
  await publish(page, 2);
  await expect(topBar(page).getByText('Live', { exact: true })).toBeVisible();
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('heading', { name: 'Coaching That Sticks' })).toBeVisible();

  // Restoring version 1 brings its content back into the draft; the live page keeps version 2.
  await expect(versions(page).getByRole('listitem')).toHaveCount(2);
  await expect(versions(page).getByRole('listitem').first()).toHaveAccessibleName('Version 2');
  await versions(page).getByRole('button', { name: 'Restore version 1' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await expect(dialog).toContainText("Changes you haven't published will be lost");
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Version restored', 'Your draft now holds version 1.');
  await expect(canvas(page).getByText(original)).toBeVisible();
  await expect(canvas(page).getByText('Coaching That Sticks')).toHaveCount(0);
  await expect(topBar(page).getByText('Unpublished changes')).toBeVisible();
  const restored = await fetchWebsite(request, baseURL ?? '', site.id);
  expect(elementsOf(restored, 'heading')[0]?.content.text).toBe(original);
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('heading', { name: 'Coaching That Sticks' })).toBeVisible();

  // Unpublishing takes the page down.
  await openShareTab(page);
  await liveWebsite(page).getByRole('button', { name: 'Unpublish' }).click();
  await page
    .getByRole('alertdialog', { name: 'Unpublish this website?' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await expectToast(page, 'Website unpublished');
  await expect(liveWebsite(page).getByText('visitors to your address see')).toBeVisible();
  await expect(liveWebsite(page).getByLabel('Live address')).toHaveCount(0);
  await expect(topBar(page).getByText('Unpublished changes')).toHaveCount(0);
  await expect(topBar(page).getByText('Live', { exact: true })).toHaveCount(0);
  const gone = await visitor.goto(liveUrl);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'This page isn’t available' })).toBeVisible();

  await visitor.goto('/');
  const card = visitor.getByRole('article', { name: 'Lifecycle Coaching' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Published')).toHaveCount(0);
});

test('the address is checked as typed, a taken one is refused, a free one moves the page', async ({
  page,
  api,
  request,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  const first = await api.createWebsite({ name: 'Taken Name', template: 'coach' });
  expect((await request.post(`${baseURL}/api/websites/${first.id}/publish`)).status()).toBe(201);
  const site = await api.createWebsite({ name: 'Second Site', template: 'coach-minimal' });
  await openBuilder(page, site.id);
  await openShareTab(page);

  const address = liveWebsite(page).getByLabel('Website address');
  await expect(address).toHaveAttribute('placeholder', 'second-site');
  await address.fill('Bad Slug!');
  await expect(liveWebsite(page).getByRole('alert')).toHaveText(
    /may hold only lowercase letters, digits and single hyphens/,
  );
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await address.fill('taken-name');
  await expect(liveWebsite(page).getByRole('alert')).toHaveCount(0);
  await liveWebsite(page).getByRole('button', { name: 'Save address' }).click();
  await expect(liveWebsite(page).getByRole('alert')).toHaveText(
    'The address is already used by another website.',
  );
  await expectToast(page, 'Address not saved', 'already used by another website');
  expect((await fetchWebsite(request, baseURL ?? '', site.id)).slug).toBeNull();

  await address.fill('second-home');
  await liveWebsite(page).getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Address saved');
  const liveUrl = await publish(page, 1);
  expect(liveUrl).toMatch(/\/s\/second-home$/);
  const live = await request.get(liveUrl);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(mainHeading('coach-minimal'));
});

test.describe('behind a proxy, visitors reach pages at PUBLIC_URL', () => {
  test.use({ publicUrl: 'https://coach.example.com' });

  test('the Share tab shows the public address, not the one the builder is open at', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Proxy Coaching', template: 'coach' });
    expect((await request.post(`${baseURL}/api/websites/${site.id}/publish`)).status()).toBe(201);
    await openBuilder(page, site.id);
    await openShareTab(page);

    await expect(liveWebsite(page).getByLabel('Live address')).toHaveValue(
      'https://coach.example.com/s/proxy-coaching',
    );
    await expect(
      liveWebsite(page).getByText('coach.example.com/s/', { exact: true }),
    ).toBeVisible();
  });
});

test('Publish saves pending edits first; a failed publish says so and loses nothing', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  test.slow(); // three publishes, each through the pre-publish checklist
  allowConsoleErrors(/status of 503/);
  const site = await api.createWebsite({ name: 'Flaky Network', template: 'coaching-offer' });
  const heading = canvas(page).locator(`[data-element-id="${elementsOf(site, 'heading')[0]?.id}"]`);
  await openBuilder(page, site.id);

  // The edit is still on its way when Publish is clicked: the live page must have it all the same.
  const releaseSave = await holdRequests(page, '**/api/elements/*');
  await heading.click();
  await properties(page).getByLabel('Heading', { exact: true }).fill('Saved Before Publishing');
  await openShareTab(page);
  await clickPublish(page);
  await expect(liveWebsite(page).getByRole('button', { name: 'Publishing...' })).toBeDisabled();
  releaseSave();
  await expectToast(page, 'Website published', /Version 1 is live at/);
  await page.unroute('**/api/elements/*');
  const liveUrl = await liveWebsite(page).getByLabel('Live address').inputValue();
  const { visitor } = await visitorPage(page);
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('heading', { name: 'Saved Before Publishing' })).toBeVisible();

  await page.getByRole('tab', { name: 'Content Editor' }).click();
  await heading.click();
  await properties(page).getByLabel('Heading', { exact: true }).fill('Second Thoughts');
  await expectSaved(page);
  await page.route('**/api/websites/*/publish', (route) =>
    route.fulfill({ status: 503, body: 'unavailable' }),
  );
  await openShareTab(page);
  await clickPublish(page);
  await expectToast(page, 'Publish failed', 'Your edits are safe in the builder');
  await expect(liveWebsite(page).getByText('changes that are not live yet')).toBeVisible();
  await expect(topBar(page).getByText('Unpublished changes')).toBeVisible();
  await expect(
    liveWebsite(page).getByRole('button', { name: 'Publish', exact: true }),
  ).toBeEnabled();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Saved Before Publishing' })).toBeVisible();

  await page.unroute('**/api/websites/*/publish');
  await publish(page, 2);
  await expect(topBar(page).getByText('Live', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Second Thoughts' })).toBeVisible();
  await page.getByRole('tab', { name: 'Content Editor' }).click();
  await expect(heading).toHaveText('Second Thoughts');
});
