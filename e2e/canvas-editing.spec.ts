import type { Page } from '@playwright/test';
import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  reloadBuilder,
  properties,
} from './builder-helpers';
import { expect, test } from './fixtures';

function pageToolbar(page: Page) {
  return page.getByRole('toolbar', { name: 'Format text on the page' });
}

async function canvasWidth(page: Page): Promise<number | undefined> {
  return canvas(page)
    .locator('body')
    .evaluate((body) => body.ownerDocument.defaultView?.innerWidth);
}

test.describe('editing on the canvas', () => {
  test('types into a heading on the page, bolds a word, undoes the bold, and the server keeps what the canvas shows', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    // A long story (type, format, undo, save, reload): past 20 s on a loaded two-core machine.
    test.slow();
    const site = await api.createWebsite({ name: 'On the page', template: 'coaching-offer' });
    const id = elementsOf(site, 'heading')[0]?.id;
    await openBuilder(page, site.id);
    const heading = canvas(page).locator(`[data-element-id="${id}"]`);

    await heading.locator('[data-field="html"]').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Coaching that lasts');
    await expect(heading).toHaveText('Coaching that lasts');
    // The side panel shows the same words as they are typed, and the same element.
    const panelHeading = properties(page).getByRole('textbox', { name: 'Heading', exact: true });
    await expect(panelHeading).toHaveText('Coaching that lasts');

    for (let i = 0; i < 'lasts'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await pageToolbar(page).getByRole('button', { name: 'Bold' }).click();
    await expect(heading.locator('strong')).toHaveText('lasts');
    await expect(panelHeading.locator('strong')).toHaveText('lasts');
    await expect(pageToolbar(page).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectSaved(page);
    const bolded = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(bolded, 'heading')[0]?.content.html).toBe(
      'Coaching that <strong>lasts</strong>',
    );

    // Ctrl+Z on the canvas is the builder's undo: the bold was a step of its own.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(heading.locator('strong')).toHaveCount(0);
    await expect(heading).toHaveText('Coaching that lasts');
    await expect(panelHeading.locator('strong')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(heading.locator('[contenteditable]')).toHaveCount(0);
    await expectSaved(page);

    await reloadBuilder(page);
    await expect(heading).toHaveText('Coaching that lasts');
    await expect(heading.locator('strong')).toHaveCount(0);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'heading')[0]?.content.html).toBe('Coaching that lasts');
  });

  test('a link takes https or a place on the page; anything else is refused with the reason', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Links', template: 'coaching-offer' });
    const id = elementsOf(site, 'heading')[0]?.id;
    await openBuilder(page, site.id);
    const heading = canvas(page).locator(`[data-element-id="${id}"]`);
    await heading.locator('[data-field="html"]').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Book a call');
    for (let i = 0; i < 'a call'.length; i++) await page.keyboard.press('Shift+ArrowLeft');

    await pageToolbar(page).getByRole('button', { name: 'Link' }).click();
    const address = pageToolbar(page).getByLabel('Link address');
    await address.fill('javascript:alert(1)');
    await pageToolbar(page).getByRole('button', { name: 'Add link' }).click();
    await expect(pageToolbar(page).getByRole('alert')).toHaveText(/https:\/\//);
    await expect(heading.locator('a')).toHaveCount(0);

    await address.fill('http://pay.example.com');
    await pageToolbar(page).getByRole('button', { name: 'Add link' }).click();
    await expect(pageToolbar(page).getByRole('alert')).toHaveText(/secure address/);

    await address.fill('#calendar');
    await pageToolbar(page).getByRole('button', { name: 'Add link' }).click();
    await expect(address).toBeHidden();
    await expect(heading.locator('a[href="#calendar"]')).toHaveText('a call');
    await expectSaved(page);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'heading')[0]?.content.html).toBe(
      'Book <a href="#calendar">a call</a>',
    );
  });

  test('plain text is typed where it shows; Escape leaves; Ctrl+Z in the canvas undoes it', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Plain', template: 'coaching-offer' });
    const paragraph = elementsOf(site, 'paragraph')[0];
    await openBuilder(page, site.id);
    const text = canvas(page).locator(`[data-element-id="${paragraph?.id}"] [data-field="text"]`);
    const before = (await text.textContent()) ?? '';

    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Written on the page.');
    await expect(properties(page).getByLabel('Text', { exact: true })).toHaveValue(
      'Written on the page.',
    );
    await page.keyboard.press('Escape');
    await expect(text).not.toHaveAttribute('contenteditable');
    await expect(text).toHaveText('Written on the page.');
    await expectSaved(page);
    const typed = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(typed, 'paragraph')[0]?.content.text).toBe('Written on the page.');

    // One focus, one undo step: the whole text comes back.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(text).toHaveText(before);
    await expect(properties(page).getByLabel('Text', { exact: true })).toHaveValue(before);
  });

  test('the page is drawn at desktop, tablet and phone width, and clicks still find their element', async ({
    page,
    api,
    context,
  }) => {
    const site = await api.createWebsite({ name: 'Widths', template: 'coaching-offer' });
    await openBuilder(page, site.id);
    const frame = page.locator('iframe[title="Website canvas"]');
    const widths = page.getByRole('group', { name: 'Page width' });

    await expect(widths.getByRole('button', { name: 'Desktop' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await canvasWidth(page)).toBe(1280);
    // Scaled to fit the room between the panels of a 1280 px window.
    const desktop = await frame.boundingBox();
    expect(desktop?.width).toBeLessThan(700);
    expect(desktop?.width).toBeGreaterThan(500);

    // Under the scale a click still selects what is under the pointer, and links stay put.
    const button = elementsOf(site, 'button')[0];
    await canvas(page).locator(`[data-element-id="${button?.id}"]`).click();
    await expect(properties(page).getByRole('heading', { name: 'Button' })).toBeVisible();
    expect(context.pages()).toHaveLength(1);

    await widths.getByRole('button', { name: 'Tablet' }).click();
    await expect.poll(() => canvasWidth(page)).toBe(768);

    await widths.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(() => canvasWidth(page)).toBe(375);
    expect((await frame.boundingBox())?.width).toBeCloseTo(375, 0);
    const heading = elementsOf(site, 'heading')[0];
    await canvas(page).locator(`[data-element-id="${heading?.id}"]`).click();
    await expect(properties(page).getByRole('heading', { name: 'Heading' })).toBeVisible();
  });
});
