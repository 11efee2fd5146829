import type { Page } from '@playwright/test';
import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  properties,
  structure,
} from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

/** Whether the document fits the phone's width (nothing to scroll sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const panelSwitch = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });

test.use({ viewport: { width: 375, height: 812 } });

test.describe('the builder on a phone', () => {
  test('edits a text on the page at the phone’s own width, saves and publishes, never scrolling sideways', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    test.slow(); // A load, an edit, a save and a publish on a busy machine.
    const site = await api.createWebsite({ name: 'On my phone', template: 'coaching-offer' });
    const heading = elementsOf(site, 'heading')[0];
    if (!heading) throw new Error('the template has no heading');
    await openBuilder(page, site.id);
    expect(await fitsWidth(page)).toBe(true);

    // Every tool tab is whole on screen; the save state shows once, with no second "Save" beside it.
    await expect(page.getByRole('tab', { name: 'AI Assistant' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('tab', { name: 'Journey' })).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[data-save-state]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();

    // The page is drawn at the phone's width, unscaled: the template's own phone layout.
    const frame = page.locator('iframe[title="Website canvas"]');
    const box = await frame.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(360);
    expect(await frame.evaluate((f) => getComputedStyle(f).transform)).toBe('none');
    // One panel at a time: the page now, not the structure or the properties.
    await expect(structure(page)).toBeHidden();
    await expect(properties(page)).toBeHidden();

    const onPage = canvas(page).locator(`[data-element-id="${heading.id}"]`);
    await onPage.locator('[data-field]').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Coaching in your pocket');
    await expect(onPage).toHaveText('Coaching in your pocket');
    await expectSaved(page);
    expect(
      elementsOf(await fetchWebsite(request, baseURL ?? '', site.id), 'heading')[0]?.content,
    ).toMatchObject({ html: 'Coaching in your pocket' });
    await page.screenshot({ path: 'test-results/builder-phone-page.png' });

    // The other panels, one at a time, each fitting the phone.
    await panelSwitch(page, 'Properties').click();
    await expect(
      properties(page).getByRole('textbox', { name: 'Heading', exact: true }),
    ).toHaveText('Coaching in your pocket');
    await expect(frame).toBeHidden();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: 'test-results/builder-phone-properties.png' });
    await panelSwitch(page, 'Structure').click();
    await expect(structure(page)).toBeVisible();
    await expect(properties(page)).toBeHidden();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: 'test-results/builder-phone-structure.png' });

    await page.getByRole('tab', { name: 'Share' }).click();
    const live = page.getByRole('region', { name: 'Live website' });
    await live.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Some things are still sample' })
      .getByRole('button', { name: 'Publish anyway' })
      .click();
    await expectToast(page, 'Website published', /Version 1 is live at/);
    const address = await live.getByLabel('Live address').inputValue();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: 'test-results/builder-phone-share.png' });
    const published = await request.get(address);
    expect(await published.text()).toContain('Coaching in your pocket');
  });
});

test.describe('the builder on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('Website Structure can be dragged by touch from the start (no pointer comes near first)', async ({
    page,
    api,
  }) => {
    const site = await api.createWebsite({ name: 'Touch', template: 'coach' });
    await openBuilder(page, site.id);
    await panelSwitch(page, 'Structure').click();
    const grip = structure(page).locator('[data-drag-handle^="section "]').first();
    await expect(grip).toHaveAttribute('data-draggable', '');
  });
});
