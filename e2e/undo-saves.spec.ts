import type { Page } from '@playwright/test';
import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  properties,
  reloadBuilder,
  rowTarget,
  structureRow,
} from './builder-helpers';
import { expect, test } from './fixtures';

/** Counts the builder's save requests (anything but a GET to the API) from now on. */
function countSaves(page: Page): { count: () => number } {
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET') saves += 1;
  });
  return { count: () => saves };
}

test.describe('undo that saves', () => {
  test('undoing the first words typed into an offer heading empties it on the server too', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Course', template: 'course-offer' });
    const heading = elementsOf(site, 'heading').find((e) => !e.content.html);
    if (!heading) throw new Error('the course offer has no empty rich-text heading');
    await openBuilder(page, site.id);
    const saves = countSaves(page);

    await canvas(page).locator(`[data-element-id="${heading.id}"]`).click();
    await properties(page).getByLabel('Heading', { exact: true }).fill('Gone after undo');
    await expect(canvas(page).getByText('Gone after undo')).toBeVisible();
    await expectSaved(page);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(canvas(page).getByText('Gone after undo')).toHaveCount(0);
    await expectSaved(page);

    await reloadBuilder(page);
    await expect(canvas(page).locator(`[data-element-id="${heading.id}"]`)).toBeVisible();
    await expect(canvas(page).getByText('Gone after undo')).toHaveCount(0);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'heading').find((e) => e.id === heading.id)?.content.html ?? '').toBe(
      '',
    );
    expect(saves.count()).toBeLessThan(5);
  });

  test('undoing the first words typed into a new element empties it on the server too', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Pillars', template: 'leadership-course' });
    const pillars = site.sections.find((s) => s.type === 'pillars');
    if (!pillars) throw new Error('no pillars section');
    await openBuilder(page, site.id);
    await rowTarget(structureRow(page, new RegExp(`^${pillars.name}, pillars`))).click();
    const saves = countSaves(page);
    await properties(page).getByRole('button', { name: 'Add element' }).click();
    await expectSaved(page);
    await properties(page).getByLabel('Title').fill('Typed then undone');
    await expect(canvas(page).getByText('Typed then undone', { exact: true })).toBeVisible();
    await expectSaved(page);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(canvas(page).getByText('Typed then undone', { exact: true })).toHaveCount(0);
    await expectSaved(page);

    await reloadBuilder(page);
    await expect(canvas(page).locator('[data-element-id]').first()).toBeVisible();
    await expect(canvas(page).getByText('Typed then undone', { exact: true })).toHaveCount(0);
    const stored = await fetchWebsite(request, baseURL ?? '', site.id);
    const titles = stored.sections
      .find((s) => s.id === pillars.id)
      ?.elements.map((e) => e.content.title);
    expect(titles).toHaveLength(pillars.elements.length + 1);
    expect(titles).not.toContain('Typed then undone');
    // One to add the element, one for the words, one to clear them.
    expect(saves.count()).toBeLessThan(5);
  });
});
