import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import type { Website } from '../src/model/website';
import { buildApp } from '../src/server/app';
import { openPglite, type Database } from '../src/server/db/database';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

type AppServer = { url: string; database: Database };

type Fixtures = {
  /** The real app (API + built client) on a fresh embedded database, for this test alone. */
  server: AppServer;
  /** Console errors a test expects (e.g. a failed request it provoked); any other fails the test. */
  allowConsoleErrors: (pattern: RegExp) => void;
  api: {
    createWebsite: (input: { name: string; template?: string }) => Promise<Website>;
  };
};

export const test = base.extend<Fixtures>({
  server: async ({}, use) => {
    const database = await openPglite(null);
    const app = await buildApp({ db: database.db, clientDir });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    await use({ url, database });
    await app.close();
    await database.close();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
      });
      page.on('pageerror', (error) => unexpected.push(error.message));
      await use((pattern) => allowed.push(pattern));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  api: async ({ request, server }, use) => {
    await use({
      createWebsite: async ({ name, template = 'coach' }) => {
        const response = await request.post(`${server.url}/api/websites`, {
          data: { name, template },
        });
        expect(response.status()).toBe(201);
        return (await response.json()) as Website;
      },
    });
  },
});

export { expect };

export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Website Builder' })).toBeVisible();
}

/**
 * The toasts on screen (the region Radix labels 'Notifications (F8)'). An open dialog hides the rest
 * of the page from the accessibility tree, so this looks past that; Radix announces each toast apart.
 */
export function toasts(page: Page) {
  return page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const item = toasts(page).filter({ hasText: title });
  await expect(item).toBeVisible();
  if (description !== undefined) await expect(item).toContainText(description);
}
