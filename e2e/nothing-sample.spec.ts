import type { Page } from '@playwright/test';
import { canvas, elementsOf, expectSaved, openBuilder, properties } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';
import { mainHeading } from './template-texts';
import { sampleFields } from '../src/model/sample-text';

const liveWebsite = (page: Page) => page.getByRole('region', { name: 'Live website' });
const checklist = (page: Page) =>
  liveWebsite(page).getByRole('region', { name: 'Before you publish' });
const sampleDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Some things are still sample' });

async function openShareTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(liveWebsite(page).getByRole('heading', { name: 'Live website' })).toBeVisible();
}

test.describe('nothing sample goes live', () => {
  test('the pre-publish checklist lists the placeholder name, takes the coach to it, and clears once it is set', async ({
    page,
    api,
  }) => {
    test.slow(); // a journey: Design tab, Share tab, the dialog, back to the canvas
    const site = await api.createWebsite({ name: 'Reset Calls', template: 'coach-exact' });
    // The account's name comes with a new website: nothing to fix there yet.
    expect(site.settings.coachName).toBe('Maya Rivers');
    await openBuilder(page, site.id);
    await openShareTab(page);
    await expect(
      checklist(page).getByRole('button', { name: /Your name still reads/ }),
    ).toHaveCount(0);

    // The coach clears their name: the page falls back to 'Your Name' and the checklist says so.
    await page.getByRole('tab', { name: 'Design' }).click();
    await page.getByLabel(/Your name/).fill('');
    await expectSaved(page);
    await openShareTab(page);
    const nameItem = checklist(page).getByRole('button', {
      name: /Your name still reads “Your Name”/,
    });
    await expect(nameItem).toBeVisible();
    await expect(
      checklist(page).getByRole('button', { name: /booking calendar is a demo/ }),
    ).toBeVisible();

    // Publish asks first; the item takes the coach straight to the field.
    await liveWebsite(page).getByRole('button', { name: 'Publish', exact: true }).click();
    await sampleDialog(page)
      .getByRole('button', { name: /Your name still reads/ })
      .click();
    await expect(sampleDialog(page)).toBeHidden();
    const nameField = page.getByLabel(/Your name/);
    await expect(nameField).toBeFocused();
    await nameField.pressSequentially('Maya Rivers');
    await expectSaved(page);

    await openShareTab(page);
    await expect(nameItem).toHaveCount(0);
    await expect(
      checklist(page).getByRole('button', { name: /booking calendar is a demo/ }),
    ).toBeVisible();

    // An item about an element selects it on the canvas, in the Content Editor.
    const offer = elementsOf(site, 'offer-card').find(
      (e) => e.content.buttonText === 'Download Chapter One',
    );
    await checklist(page)
      .getByRole('button', { name: /“Download Chapter One” has an example link/ })
      .click();
    await expect(page.getByRole('tab', { name: 'Content Editor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(properties(page).getByLabel('Button text')).toHaveValue('Download Chapter One');
    await expect(canvas(page).locator(`[data-element-id="${offer?.id}"]`)).toBeInViewport();
    await properties(page).getByLabel('Link').fill('https://maya.coach/chapter-one');
    await expectSaved(page);
    await openShareTab(page);
    await expect(
      checklist(page).getByRole('button', { name: /“Download Chapter One” has an example link/ }),
    ).toHaveCount(0);
  });

  test('an emptied badge is greyed in the builder, absent on the live page, and Publish anyway publishes', async ({
    page,
    api,
  }) => {
    test.slow(); // edits, saves, publishes and visits the live page
    const site = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
    const badge = elementsOf(site, 'angled-text')[0];
    await openBuilder(page, site.id);
    const onCanvas = canvas(page).locator(`[data-element-id="${badge?.id}"]`);
    await onCanvas.click();
    await properties(page).getByLabel('Text', { exact: true }).fill('');
    // In the builder the empty badge shows its placeholder, greyed, so the coach can still find it.
    const placeholder = onCanvas.locator('[data-field][data-empty]');
    await expect(placeholder).toHaveText(/limited time offer/i);
    await expect(placeholder).toHaveCSS('font-style', 'italic');
    await expectSaved(page);

    await openShareTab(page);
    await liveWebsite(page).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(sampleDialog(page).getByText('The booking calendar is a demo')).toBeVisible();
    await sampleDialog(page).getByRole('button', { name: 'Publish anyway' }).click();
    await expectToast(page, 'Website published', /Version 1 is live at/);
    const liveUrl = await liveWebsite(page).getByLabel('Live address').inputValue();

    const visitor = await page.context().newPage();
    const response = await visitor.goto(liveUrl);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByText(mainHeading('coaching-offer')).first()).toBeVisible();
    await expect(visitor.getByText(/limited time offer/i)).toHaveCount(0);
    await expect(visitor.getByText('Only 8 Spots This Quarter')).toHaveCount(0);
    const html = (await response?.text()) ?? '';
    expect(html.toLowerCase()).not.toContain('limited time offer');
    expect(html).not.toContain('data-empty');
    await visitor.close();
  });

  test('with nothing sample left, Publish publishes at once', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'All Mine', template: 'coaching-offer' });
    const settings = await request.patch(`${baseURL}/api/websites/${site.id}`, {
      data: {
        settings: { coachName: 'Maya Rivers', bookingCalendar: { url: 'https://cal.com/maya' } },
      },
    });
    expect(settings.ok()).toBe(true);
    const quote = elementsOf(site, 'testimonial-quote')[0];
    const words = await request.patch(`${baseURL}/api/elements/${quote?.id}`, {
      data: { content: { text: 'Maya changed how I run my week.', author: 'Jo Park, Designer' } },
    });
    expect(words.ok()).toBe(true);
    // Every other word of the template the coach keeps as it is.
    for (const element of site.sections.flatMap((s) => s.elements)) {
      if (element.id === quote?.id) continue;
      const names = sampleFields(element).map((f) => f.name);
      if (names.length === 0) continue;
      const kept = await request.patch(`${baseURL}/api/elements/${element.id}`, {
        data: { content: { keptSample: names.join(',') } },
      });
      expect(kept.ok()).toBe(true);
    }
    await openBuilder(page, site.id);
    await openShareTab(page);
    await expect(liveWebsite(page).getByText('Nothing sample left')).toBeVisible();
    await liveWebsite(page).getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Website published', /Version 1 is live at/);
    await expect(sampleDialog(page)).toHaveCount(0);
  });
});
