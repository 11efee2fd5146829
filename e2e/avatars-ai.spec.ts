import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  reloadBuilder,
} from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

test.describe('customer avatars', () => {
  test('a coach starts from the example, saves, duplicates, selects and deletes avatars', async ({
    page,
    api,
  }) => {
    test.slow(); // Saves, duplicates, selects and deletes, then opens the builder.
    await page.goto('/customer-avatars');
    await expect(page.getByRole('heading', { name: 'No customer avatars yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Start from an example' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue(EXAMPLE_AVATAR.name);

    // A chip list: add a pain, and it is kept with the others.
    const pains = page.getByRole('list', { name: 'Pains', exact: true });
    await page
      .getByRole('textbox', { name: 'Pains', exact: true })
      .fill('weekly reports nobody reads');
    await page.getByRole('button', { name: 'Add to Pains', exact: true }).click();
    await expect(pains.getByText('weekly reports nobody reads')).toBeVisible();

    // Nothing is lost when a save is refused: the name is required.
    await name.fill('');
    await page.getByRole('button', { name: 'Save Avatar' }).click();
    await expectToast(page, 'Save Failed', 'Failed to save customer avatar');
    await expect(pains.getByText('weekly reports nobody reads')).toBeVisible();
    await name.fill('Olivia the new manager');
    await page.getByRole('button', { name: 'Save Avatar' }).click();
    await expectToast(page, 'Avatar Saved');

    const card = (avatar: string) => page.getByRole('article', { name: avatar, exact: true });
    await expect(card('Olivia the new manager').getByText('Current')).toBeVisible();
    await card('Olivia the new manager').getByRole('button', { name: 'Duplicate' }).click();
    await expect(card('Copy of Olivia the new manager')).toBeVisible();
    await card('Copy of Olivia the new manager').getByRole('button', { name: 'Select' }).click();
    await expectToast(page, 'Avatar Selected');
    await expect(card('Copy of Olivia the new manager').getByText('Current')).toBeVisible();
    await expect(card('Olivia the new manager').getByText('Current')).toHaveCount(0);

    await card('Copy of Olivia the new manager')
      .getByRole('button', { name: 'Delete Copy of Olivia the new manager' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Avatar Deleted', 'Customer avatar has been removed');
    await expect(card('Copy of Olivia the new manager')).toHaveCount(0);
    // The first remaining one became current, and the builder writes for it.
    await expect(card('Olivia the new manager').getByText('Current')).toBeVisible();
    const site = await api.createWebsite({ name: 'For Olivia', template: 'course-offer' });
    await openBuilder(page, site.id);
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await expect(page.getByRole('heading', { name: 'Olivia the new manager' })).toBeVisible();
    await expect(page.getByText('Leads a team of eight at a software company')).toBeVisible();
    await expect(page.getByText('Growing')).toBeVisible();
  });
});

test.describe('AI copy on the page', () => {
  test('writes the page for the avatar: compare, apply one section, undo, apply all, and it is saved', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    test.slow(); // A long walk through the builder: write, apply, undo, apply all, reload.
    await api.createAvatar(EXAMPLE_AVATAR);
    const site = await api.createWebsite({ name: 'Course', template: 'course-offer' });
    const [heading] = elementsOf(site, 'heading');
    if (!heading) throw new Error('course offer has a heading');
    const before = String(heading.content.text);
    await openBuilder(page, site.id);
    const onCanvas = canvas(page).locator(`[data-element-id="${heading.id}"]`);
    await expect(onCanvas).toContainText(before);

    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await page.getByRole('button', { name: `Write this page for ${EXAMPLE_AVATAR.name}` }).click();
    await expectToast(page, 'Content Generated');
    const hero = page.getByRole('region', { name: 'Proposal for Hero' });
    await expect(hero.getByLabel('Now').first()).toBeVisible();
    const headingRow = hero.getByRole('listitem').filter({ hasText: 'Heading · Heading' });
    await expect(headingRow.getByLabel('Now')).toHaveText(before);
    const proposed = (await headingRow.getByLabel('Proposed').textContent()) ?? '';
    expect(proposed).not.toBe(before);
    expect(proposed.length).toBeGreaterThan(10);
    // The avatar's proof stays the coach's: the writer says where to add it.
    await expect(page.getByRole('note', { name: 'Add your proof' })).toContainText('Stats card');

    await hero.getByRole('button', { name: 'Apply section' }).click();
    await expect(hero.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Content Editor' }).click();
    await expect(onCanvas).toContainText(proposed);
    await expectSaved(page);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(onCanvas).toContainText(before);
    await expectSaved(page);
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await expect(hero.getByRole('button', { name: 'Apply section' })).toBeEnabled();
    expect(
      elementsOf(await fetchWebsite(request, baseURL ?? '', site.id), 'heading')[0]?.content,
    ).not.toMatchObject({ html: expect.stringContaining(proposed) });

    await page.getByRole('button', { name: 'Apply all' }).click();
    await expect(page.getByRole('button', { name: 'Apply all' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Content Editor' }).click();
    await expect(onCanvas).toContainText(proposed);
    await expectSaved(page);
    await reloadBuilder(page);
    await expect(canvas(page).locator(`[data-element-id="${heading.id}"]`)).toContainText(proposed);
    const saved = await fetchWebsite(request, baseURL ?? '', site.id);
    const modules = elementsOf(saved, 'course-module').map((e) => e.content.title);
    const starter = elementsOf(site, 'course-module').map((e) => e.content.title);
    expect(modules.every((title, i) => title !== starter[i])).toBe(true);
    // Testimonials and numbers are never written over.
    expect(elementsOf(saved, 'stats-card').map((e) => e.content)).toEqual(
      elementsOf(site, 'stats-card').map((e) => e.content),
    );
  });

  test('rewrites one section in a shorter tone, leaving the others as proposed', async ({
    page,
    api,
  }) => {
    await api.createAvatar(EXAMPLE_AVATAR);
    const site = await api.createWebsite({ name: 'Course', template: 'course-offer' });
    await openBuilder(page, site.id);
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await page.getByRole('button', { name: /Write this page for/ }).click();
    const curriculum = page.getByRole('region', { name: "Proposal for What You'll Learn" });
    const bonuses = page.getByRole('region', { name: /Proposal for Exclusive Bonuses/ });
    const firstBody = curriculum.getByLabel('Proposed').nth(1);
    const longBefore = (await firstBody.textContent()) ?? '';
    const bonusesBefore = await bonuses.getByLabel('Proposed').allTextContents();
    await curriculum.getByLabel("Tone for What You'll Learn").selectOption('shorter');
    await curriculum.getByRole('button', { name: 'Rewrite' }).click();
    await expect(firstBody).not.toHaveText(longBefore);
    expect(((await firstBody.textContent()) ?? '').length).toBeLessThanOrEqual(longBefore.length);
    expect(await bonuses.getByLabel('Proposed').allTextContents()).toEqual(bonusesBefore);

    // One element, chosen on the canvas, in a bolder tone.
    const [button] = elementsOf(site, 'button');
    await page.getByRole('tab', { name: 'Content Editor' }).click();
    await canvas(page).locator(`[data-element-id="${button?.id}"]`).click();
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    const hero = page.getByRole('region', { name: 'Proposal for Hero' });
    const cta = hero.getByRole('listitem').filter({ hasText: 'Button · ' }).getByLabel('Proposed');
    const ctaBefore = (await cta.textContent()) ?? '';
    await page.getByLabel('Tone for the selected element').selectOption('bolder');
    await page.getByRole('button', { name: 'Rewrite the selected element' }).click();
    await expect(cta).not.toHaveText(ctaBefore);
    await expect(cta).toHaveText(/now$/);
    expect(await bonuses.getByLabel('Proposed').allTextContents()).toEqual(bonusesBefore);
  });
});

test.describe('the content library', () => {
  test('social posts and an offer are kept, filtered, and the offer is edited and used on a page', async ({
    page,
    api,
  }) => {
    test.slow(); // Generates twice, edits, reloads, makes a website and opens it in the builder.
    await api.createAvatar(EXAMPLE_AVATAR);
    await page.goto('/content-library');
    await expect(page.getByText('No generated content yet.')).toBeVisible();
    const write = page.getByRole('group', { name: 'Write new content' });
    await write.getByRole('button', { name: 'Social posts' }).click();
    await expectToast(page, 'Content Generated');
    await expect(page.getByText('LinkedIn post')).toBeVisible();
    await write.getByRole('button', { name: 'Offer' }).click();
    const library = page.getByRole('list', { name: 'Generated content' });
    const items = library.locator(':scope > li');
    await expect(items).toHaveCount(2);

    await page.getByRole('tab', { name: 'Offers' }).click();
    await expect(items).toHaveCount(1);
    // Every figure is the writer's suggestion until she accepts or edits it.
    const suggestions = page.getByRole('region', { name: 'Suggested figures' });
    await suggestions.getByRole('button', { name: 'Accept the guarantee' }).click();
    await expectToast(page, 'Offer Saved');
    await expect(suggestions.getByRole('button', { name: 'Accept the guarantee' })).toBeHidden();
    await expect(suggestions.getByRole('button', { name: 'Accept the price' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit offer' }).click();
    await page.getByLabel('Offer name').fill('Calm Lead Sprint');
    await page.getByLabel('Price', { exact: true }).fill('1500');
    await page.getByRole('button', { name: 'Save offer' }).click();
    await expectToast(page, 'Offer Saved');
    await expect(library.getByText('Calm Lead Sprint').first()).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Offers' }).click();
    await library.getByRole('button', { name: /^Calm Lead Sprint/ }).click();
    await page.getByLabel('Currency').selectOption('£');
    await expect(suggestions.getByRole('button', { name: 'Accept the price' })).toBeHidden();
    await page.getByRole('button', { name: 'Use on a page' }).click();
    await expectToast(
      page,
      'Page Created',
      /Left off the page until you accept them: the suggested total value/,
    );
    await expect(page).toHaveURL(/\/builder\/\d+$/);
    await expect(page.getByText('Calm Lead Sprint').first()).toBeVisible();
    await expect(canvas(page).getByText('£1,500')).toBeVisible();
    await expect(
      canvas(page)
        .getByText(/you get every penny back/)
        .first(),
    ).toBeVisible();

    await page.goto('/content-library');
    await page.getByRole('tab', { name: 'Social posts' }).click();
    await library.getByRole('button', { name: /Delete Posts for/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(items).toHaveCount(0);
  });

  test('without an avatar, writing asks for one first', async ({ page }) => {
    await page.goto('/content-library');
    await page
      .getByRole('group', { name: 'Write new content' })
      .getByRole('button', { name: 'Social posts' })
      .click();
    await expectToast(
      page,
      'No Avatar Selected',
      'Please create or select a customer avatar first',
    );
    await expect(page.getByText('No generated content yet.')).toBeVisible();
  });
});

test.describe('with an AI provider that fails', () => {
  test.use({ ai: true });

  test('a failed generation says so, and a slow one can be cancelled', async ({
    page,
    api,
    server,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/50[23]/);
    await api.createAvatar(EXAMPLE_AVATAR);
    await page.goto('/content-library');
    const write = page.getByRole('group', { name: 'Write new content' });
    server.ai?.setMode('500');
    await write.getByRole('button', { name: 'Offer' }).click();
    await expectToast(page, 'Generation Failed', 'Failed to generate offer content');

    server.ai?.setMode('slow', { delayMs: 20_000 });
    await write.getByRole('button', { name: 'Email' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Writing email...' });
    await expect(status).toBeVisible();
    await status.getByRole('button', { name: 'Cancel' }).click();
    await expect(status).toHaveCount(0);
    await expect(write.getByRole('button', { name: 'Email' })).toBeEnabled();

    server.ai?.setMode('ok');
    await write.getByRole('button', { name: 'Website copy' }).click();
    await expectToast(page, 'Content Generated');
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'Lead a calm team from the fake model' }),
    ).toBeVisible();
    expect(server.ai?.requests.at(-1)?.authorization).toBe(`Bearer ${server.ai?.apiKey}`);
  });
});
