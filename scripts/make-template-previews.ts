import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { browserLaunchOptions } from '../e2e/browser';
import { DEFAULT_QUOTAS } from '../src/model/limits';
import { TEMPLATES } from '../src/model/templates/catalogue';
import { buildApp } from '../src/server/app';
import { makeServices } from '../src/server/services';
import { openPglite } from '../src/server/db/database';
import { createWebsite } from '../src/server/domain/websites/create-website';
import { signUpCoach } from '../bench/support/coach';
import { ensureClientBuilt } from './client-build';

/**
 * npm run previews: screenshots each template's starter content through the real preview page and
 * writes public/templates/{id}.jpg, the images the dashboard shows for the catalogue.
 */
const out = (name: string) =>
  fileURLToPath(new URL(`../public/templates/${name}`, import.meta.url));

await ensureClientBuilt();
const database = await openPglite(null);
const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const app = await buildApp({ db: database.db, services: makeServices({ clientDir }), clientDir });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const { userId, cookie } = await signUpCoach(app);
const browser = await chromium.launch({ ...(await browserLaunchOptions()), headless: true });
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 0.5,
  });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url }]);
  const page = await context.newPage();
  for (const template of TEMPLATES) {
    const website = await createWebsite(
      database.db,
      userId,
      {
        name: template.name,
        template: template.id,
        settings: { coachName: 'Maya Rivers' },
      },
      DEFAULT_QUOTAS,
    );
    await page.goto(`${url}/preview/${website.id}`, { waitUntil: 'networkidle' });
    await page.locator('.cs-page').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page
      .locator('header')
      .first()
      .evaluate((header) => header.remove());
    await page.screenshot({ path: out(`${template.id}.jpg`), type: 'jpeg', quality: 80 });
    rmSync(out(`${template.id}.svg`), { force: true });
    console.log(`public/templates/${template.id}.jpg`);
  }
} finally {
  await browser.close();
  await app.close();
  await database.close();
}
