import type { Page, Route } from '@playwright/test';

/**
 * Lets the first `count` requests matching `url` and `method` reach the server, then drops
 * their answers, as a flaky mobile connection does: the server did the work, the page never
 * hears so. Answers how many were lost so far.
 */
export async function loseAnswers(
  page: Page,
  url: string | RegExp,
  method: string,
  count = 1,
): Promise<() => number> {
  let lost = 0;
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method || lost >= count) return route.fallback();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return () => lost;
}
