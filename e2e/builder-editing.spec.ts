import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  pasteHtml,
  properties,
  rowTarget,
  structure,
  structureRow,
} from './builder-helpers';
import { expect, NEW_TAB, test } from './fixtures';

test.describe('editing in the builder', () => {
  test('opens with the first section selected and the seven tabs', async ({ page, api }) => {
    const site = await api.createWebsite({ name: 'Tabs', template: 'coaching-offer' });
    await page.goto(`/builder/${site.id}`);
    for (const tab of [
      'Content Editor',
      'Design',
      'AI Assistant',
      'Mobile',
      'Share',
      'CRM',
      'Journey',
    ]) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(structure(page).getByRole('heading', { name: 'Website Structure' })).toBeVisible();
    await expect(properties(page).getByLabel('Name')).toHaveValue(site.sections[0]?.name ?? '');
    await expect(structureRow(page, /^Hero, hero · 4 elements/)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('edits show on the canvas at once and in the preview after saving', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Edits', template: 'coaching-offer' });
    await openBuilder(page, site.id);
    const frame = canvas(page);

    const heading = elementsOf(site, 'heading')[0];
    await frame.locator(`[data-element-id="${heading?.id}"]`).click();
    await expect(properties(page).getByRole('heading', { name: 'Heading' })).toBeVisible();
    await pasteHtml(
      properties(page).getByLabel('Heading', { exact: true }),
      'Coaching That <em>Sticks</em>',
    );
    await expect(frame.locator(`[data-element-id="${heading?.id}"]`)).toHaveText(
      'Coaching That Sticks',
    );
    await expect(frame.locator(`[data-element-id="${heading?.id}"] em`)).toHaveText('Sticks');

    const paragraph = elementsOf(site, 'paragraph')[0];
    await frame.locator(`[data-element-id="${paragraph?.id}"]`).click();
    await properties(page).getByLabel('Text', { exact: true }).fill('A paragraph the coach wrote.');
    await expect(frame.getByText('A paragraph the coach wrote.')).toBeVisible();
    // Website Structure names the element by its new words (it is redrawn when a row would change).
    await expect(structureRow(page, 'Paragraph: A paragraph the coach wrote.')).toBeVisible();

    const button = elementsOf(site, 'button')[0];
    await frame.locator(`[data-element-id="${button?.id}"]`).click();
    const link = properties(page).getByLabel('Link');
    await expect(link).toHaveAttribute('type', 'url');
    await link.fill('https://calendly.example.com/maya');
    await expect(frame.locator(`[data-element-id="${button?.id}"]`)).toHaveAttribute(
      'href',
      'https://calendly.example.com/maya',
    );

    const card = elementsOf(site, 'pricing-card')[0];
    await frame.locator(`[data-element-id="${card?.id}"]`).click();
    await properties(page).getByLabel('Price').fill('$2,222');
    await expect(frame.locator(`[data-element-id="${card?.id}"]`)).toContainText('$2,222');

    const pricing = site.sections.find((s) => s.type === 'pricing');
    await rowTarget(structureRow(page, new RegExp(`^${pricing?.name}, pricing`))).click();
    await properties(page).getByLabel('Title').fill('Pick Your Package');
    await expect(frame.getByText('Pick Your Package')).toBeVisible();

    await expectSaved(page);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'pricing-card')[0]?.content.price).toBe('$2,222');

    const preview = await page.context().newPage();
    await preview.goto(`/preview/${site.id}`);
    await expect(preview.getByRole('heading', { name: 'Preview: Edits' })).toBeVisible(NEW_TAB);
    await expect(preview.getByText('This is how your website will look to visitors')).toBeVisible();
    for (const text of [
      'Coaching That Sticks',
      'A paragraph the coach wrote.',
      '$2,222',
      'Pick Your Package',
    ]) {
      await expect(preview.getByText(text).first()).toBeVisible();
    }
    await expect(preview.locator(`a[href="https://calendly.example.com/maya"]`)).toBeVisible();
  });

  test('on a phone one panel at a time: the structure, the page, then its fields; type, and it is saved', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const site = await api.createWebsite({ name: 'On the go', template: 'coach-bold' });
    const paragraph = elementsOf(site, 'paragraph')[0];
    await openBuilder(page, site.id);
    const show = (name: string) =>
      page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });
    await show('Structure').click();
    // The structure list is a readable list (a third of the screen or more), not squeezed to a row.
    const listHeight = await structure(page).evaluate(
      (nav) => nav.closest('aside')?.getBoundingClientRect().height ?? 0,
    );
    expect(listHeight).toBeGreaterThan(812 / 3);

    await show('Page').click();
    await canvas(page).locator(`[data-element-id="${paragraph?.id}"]`).click();
    await show('Properties').click();
    const field = properties(page).getByLabel('Text', { exact: true });
    await expect(field).toBeInViewport();
    await field.fill('Edited between two client calls');
    // The page (behind the Properties panel for now) shows the words.
    await expect(canvas(page).getByText('Edited between two client calls')).toBeAttached();
    await expectSaved(page);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'paragraph')[0]?.content.text).toBe(
      'Edited between two client calls',
    );

    // The Share tab's cards fit the phone's width: nothing cut off at the right edge.
    await page.getByRole('tab', { name: 'Share' }).click();
    for (const card of ['Live website', 'Public preview link']) {
      const region = page.getByRole('region', { name: card });
      await expect(region).toBeVisible();
      const box = await region.boundingBox();
      expect(box && box.x + box.width, card).toBeLessThanOrEqual(375);
    }
  });

  test('selecting an element clears the section selection and the reverse', async ({
    page,
    api,
  }) => {
    const site = await api.createWebsite({ name: 'Select', template: 'retreat-offer' });
    await openBuilder(page, site.id);
    const first = site.sections[0];
    const sectionRow = structureRow(page, new RegExp(`^${first?.name},`));
    await expect(sectionRow).toHaveAttribute('aria-selected', 'true');
    const element = first?.elements[0];
    await canvas(page).locator(`[data-element-id="${element?.id}"]`).click();
    await expect(sectionRow).toHaveAttribute('aria-selected', 'false');
    await expect(properties(page).getByRole('button', { name: 'Delete element' })).toBeVisible();
    await rowTarget(sectionRow).click();
    await expect(properties(page).getByRole('button', { name: 'Delete section' })).toBeVisible();
  });

  test('the section order field takes whole numbers only', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Order', template: 'course-offer' });
    await openBuilder(page, site.id);
    const order = properties(page).getByLabel('Order (1 is the top of the page)');
    await order.fill('2.5');
    await expect(properties(page).getByRole('alert')).toHaveText(/whole number/);
    await order.fill('3');
    await order.press('Enter');
    await expect(
      structure(page)
        .locator('li')
        .filter({ hasText: /hero · / })
        .first(),
    ).toBeVisible();
    await expectSaved(page);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(stored.sections.map((s) => s.type)).toEqual([
      'curriculum',
      'bonuses',
      'hero',
      'pricing',
      'cta',
    ]);
  });

  test('a heading with script and a javascript: link cannot run anything', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const site = await api.createWebsite({ name: 'Safe', template: 'coach' });
    await openBuilder(page, site.id);
    const frame = canvas(page);
    const heading = elementsOf(site, 'heading')[1];
    await frame.locator(`[data-element-id="${heading?.id}"]`).click();
    await pasteHtml(
      properties(page).getByLabel('Heading', { exact: true }),
      'Hi <img src=x onerror=alert(1)><script>alert(2)</script>',
    );
    await expect(frame.locator(`[data-element-id="${heading?.id}"]`)).toHaveText('Hi');
    await expect(frame.locator(`[data-element-id="${heading?.id}"] img`)).toHaveCount(0);

    const button = elementsOf(site, 'button')[0];
    await frame.locator(`[data-element-id="${button?.id}"]`).click();
    await properties(page).getByLabel('Link').fill('javascript:alert(1)');
    await expect(frame.locator(`[data-element-id="${button?.id}"]`)).toHaveAttribute('href', '#');
    await expect(properties(page).getByRole('alert')).toHaveText(
      /Link must not be a javascript: address \(it could run code\); paste a web address such as https:\/\/example\.com/,
    );
    await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'invalid');

    await properties(page).getByLabel('Link').fill('#calendar');
    await expectSaved(page);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    const storedHtml = String(elementsOf(stored, 'heading')[1]?.content.html);
    expect(storedHtml.trim()).toBe('Hi');

    const preview = await page.context().newPage();
    preview.on('dialog', () => (dialogs += 1));
    await preview.goto(`/preview/${site.id}`);
    await expect(preview.getByText('Hi', { exact: true })).toBeVisible(NEW_TAB);
    await frame.locator(`[data-element-id="${button?.id}"]`).click();
    expect(dialogs).toBe(0);
  });
});
