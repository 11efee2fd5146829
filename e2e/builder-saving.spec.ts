import { holdRequests } from './hold';
import { loseAnswers } from './lose-answer';
import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  properties,
  rowTarget,
  structureRow,
} from './builder-helpers';
import { expect, test } from './fixtures';

test.describe('saving in the builder', () => {
  test('a failing server keeps what was typed, shows retrying, and saves once it is back', async ({
    page,
    api,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500|Failed to load resource|ERR_FAILED/);
    const site = await api.createWebsite({ name: 'Flaky', template: 'coach' });
    const paragraph = elementsOf(site, 'paragraph')[0];
    await openBuilder(page, site.id);
    await page.route('**/api/elements/**', (route) =>
      route.fulfill({ status: 500, body: 'database unavailable' }),
    );
    await canvas(page).locator(`[data-element-id="${paragraph?.id}"]`).click();
    await properties(page)
      .getByLabel('Text', { exact: true })
      .fill('Written while the server is down');
    await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'retrying');
    await expect(page.getByRole('status').filter({ hasText: /Couldn't save/ })).toContainText(
      'Retrying',
    );
    await expect(properties(page).getByLabel('Text', { exact: true })).toHaveValue(
      'Written while the server is down',
    );
    await expect(canvas(page).getByText('Written while the server is down')).toBeVisible();

    // The network goes away entirely: still retrying, still nothing lost.
    await page.unroute('**/api/elements/**');
    await page.route('**/api/elements/**', (route) => route.abort('connectionrefused'));
    await expect(page.getByRole('status').filter({ hasText: /no connection/ })).toBeVisible({
      timeout: 10_000,
    });

    await page.unroute('**/api/elements/**');
    await expectSaved(page);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'paragraph')[0]?.content.text).toBe(
      'Written while the server is down',
    );
  });

  test('when the server did a change but its answer was lost, the retry does not do it twice', async ({
    page,
    api,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|ERR_/);
    const site = await api.createWebsite({ name: 'Patchy signal', template: 'coach' });
    const hero = site.sections.find((s) => s.type === 'hero');
    const paragraph = hero?.elements.find((e) => e.type === 'paragraph');
    if (!hero || !paragraph) throw new Error('no hero paragraph');
    await openBuilder(page, site.id);
    const lostCreates = await loseAnswers(page, '**/api/sections/*/elements', 'POST');
    const lostEdits = await loseAnswers(page, '**/api/elements/*', 'PATCH');

    await canvas(page).locator(`[data-element-id="${paragraph.id}"]`).click();
    await properties(page).getByLabel('Text', { exact: true }).fill('Said once, saved once');
    await expectSaved(page);
    await rowTarget(structureRow(page, new RegExp(`^${hero.name}, hero`))).click();
    await properties(page).getByRole('button', { name: 'Add element' }).click();
    await expectSaved(page);

    expect([lostCreates(), lostEdits()]).toEqual([1, 1]);
    await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    const storedHero = stored.sections.find((s) => s.id === hero.id);
    expect(storedHero?.elements).toHaveLength(hero.elements.length + 1);
    expect(storedHero?.elements.find((e) => e.id === paragraph.id)?.content.text).toBe(
      'Said once, saved once',
    );
  });

  test('two tabs on one website stay in step', async ({ page, api, context }) => {
    const site = await api.createWebsite({ name: 'Two tabs', template: 'coach-minimal' });
    const paragraph = elementsOf(site, 'paragraph')[0];
    await openBuilder(page, site.id);
    const other = await context.newPage();
    await openBuilder(other, site.id);

    await canvas(other).locator(`[data-element-id="${paragraph?.id}"]`).click();
    await properties(other).getByLabel('Text', { exact: true }).fill('Written in the other tab');
    await expectSaved(other);
    // The first tab follows without a reload, and so does its properties panel.
    await expect(canvas(page).getByText('Written in the other tab')).toBeVisible({
      timeout: 3_000,
    });
    await canvas(page).locator(`[data-element-id="${paragraph?.id}"]`).click();
    await expect(properties(page).getByLabel('Text', { exact: true })).toHaveValue(
      'Written in the other tab',
    );
    await properties(page).getByLabel('Text', { exact: true }).fill('And back again');
    await expect(canvas(other).getByText('And back again')).toBeVisible({ timeout: 3_000 });
  });

  test('when both tabs changed the same words, the typed text is kept and the other offered beside it', async ({
    page,
    api,
    context,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/409|ERR_FAILED|Failed to load resource/);
    const site = await api.createWebsite({ name: 'Two tabs', template: 'coach-minimal' });
    const paragraph = elementsOf(site, 'paragraph')[0];
    // This tab hears nothing from the other (its change stream is cut), so its copy goes stale.
    await page.route('**/changes', (route) => route.abort('connectionrefused'));
    await openBuilder(page, site.id);
    const other = await context.newPage();
    await openBuilder(other, site.id);

    await canvas(other).locator(`[data-element-id="${paragraph?.id}"]`).click();
    await properties(other).getByLabel('Text', { exact: true }).fill('Saved from the other tab');
    await expectSaved(other);

    await canvas(page).locator(`[data-element-id="${paragraph?.id}"]`).click();
    await properties(page).getByLabel('Text', { exact: true }).fill('Typed in an old tab');
    const offered = page.getByRole('region', { name: 'Changed in another tab' });
    await expect(offered).toContainText('Saved from the other tab');
    await expect(page.getByText('Also changed in another tab').first()).toBeVisible();
    await expect(canvas(page).getByText('Typed in an old tab')).toBeVisible();
    await expectSaved(page);
    expect(
      elementsOf(await fetchWebsite(request, baseURL ?? '', site.id), 'paragraph')[0]?.content.text,
    ).toBe('Typed in an old tab');

    await offered.getByRole('button', { name: 'Use this version' }).click();
    await expect(offered).toHaveCount(0);
    await expect(canvas(page).getByText('Saved from the other tab')).toBeVisible();
    await expectSaved(page);
    expect(
      elementsOf(await fetchWebsite(request, baseURL ?? '', site.id), 'paragraph')[0]?.content.text,
    ).toBe('Saved from the other tab');
  });

  test('/builder and /preview without an id open website 1', async ({
    page,
    api,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/404/);
    await api.createWebsite({ name: 'Number One', template: 'coach-bold' });
    await page.goto('/builder');
    await expect(page.getByRole('heading', { name: 'Number One' })).toBeVisible();
    await page.goto('/preview');
    await expect(page.getByRole('heading', { name: 'Preview: Number One' })).toBeVisible();
    await page.goto('/builder/999');
    await expect(page.getByRole('heading', { name: 'Website not found' })).toBeVisible();
  });

  test('shows the loading text while the website loads', async ({ page, api }) => {
    const site = await api.createWebsite({ name: 'Slow', template: 'coach' });
    const release = await holdRequests(page, `**/api/websites/${site.id}`);
    await page.goto(`/builder/${site.id}`);
    await expect(page.getByText('Loading website builder...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Slow' })).toBeVisible();
  });
});
