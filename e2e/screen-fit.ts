import type { Locator, Page } from '@playwright/test';

export const PHONE = { width: 375, height: 812 };
export const TABLET = { width: 768, height: 1024 };
export const VIEWPORTS = [PHONE, TABLET];

/** How far the page scrolls sideways: 0 when it fits. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the control shows, whole, within the window's width. */
export async function onScreen(control: Locator, width: number): Promise<boolean> {
  if (!(await control.isVisible())) return false;
  const box = await control.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}
