import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Element, Website } from '../src/model/website';
import { expect } from './fixtures';

export function canvas(page: Page) {
  return page.frameLocator('iframe[title="Website canvas"]');
}

export function properties(page: Page) {
  return page.getByRole('complementary', { name: 'Properties' });
}

export function structure(page: Page) {
  return page.getByRole('navigation', { name: 'Website Structure' });
}

/**
 * A row of Website Structure (a treeitem) by its name: an element's is its label ('Button: Book
 * Your Call'), a section's its name, type and count ('Hero, hero · 4 elements').
 */
export function structureRow(page: Page, name: string | RegExp): Locator {
  return structure(page).getByRole('treeitem', { name, exact: typeof name === 'string' });
}

/** Where a click or the pointer selects a row: its own, not that of one of a section's elements. */
export function rowTarget(row: Locator): Locator {
  return row.locator('[data-row-target]').first();
}

/**
 * Waits for the builder to have loaded the website and drawn it. Loading is a fetch and a render of
 * the whole page; on a loaded two-core machine running two browsers and two servers, it has taken
 * longer than the usual 7 s, so it gets 15.
 */
async function builderReady(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: 'Content Editor' })).toBeVisible({ timeout: 15_000 });
  await expect(canvas(page).locator('[data-element-id]').first()).toBeVisible();
}

export async function openBuilder(page: Page, id: number): Promise<void> {
  await page.goto(`/builder/${id}`);
  await builderReady(page);
}

/** Reloads the builder (what a coach coming back sees) and waits for it to be drawn again. */
export async function reloadBuilder(page: Page): Promise<void> {
  await page.reload();
  await builderReady(page);
}

export async function expectSaved(page: Page): Promise<void> {
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', {
    timeout: 10_000,
  });
}

export async function fetchWebsite(
  request: APIRequestContext,
  baseURL: string,
  id: number,
): Promise<Website> {
  const response = await request.get(`${baseURL}/api/websites/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Website;
}

export function elementsOf(website: Website, type: string): Element[] {
  return website.sections.flatMap((s) => s.elements).filter((e) => e.type === type);
}

/** Pastes markup into a rich-text editor, as copying from another page would. */
export async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.evaluate((node, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    node.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}
