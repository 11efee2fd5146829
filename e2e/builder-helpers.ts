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

export async function openBuilder(page: Page, id: number): Promise<void> {
  await page.goto(`/builder/${id}`);
  await expect(page.getByRole('tab', { name: 'Content Editor' })).toBeVisible();
  await expect(canvas(page).locator('[data-element-id]').first()).toBeVisible();
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
