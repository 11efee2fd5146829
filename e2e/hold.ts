import type { Page } from '@playwright/test';

/** A gate the test opens when it is ready; whatever awaits `opened` waits until then. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Holds every request to `url` (a loading state stays on screen) until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  const { opened, open } = gate();
  await page.route(url, async (route) => {
    await opened;
    await route.continue();
  });
  return open;
}
