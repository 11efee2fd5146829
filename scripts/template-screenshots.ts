import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { browserLaunchOptions } from '../e2e/browser';
import type { WebsiteSettings } from '../src/model/settings';
import { TEMPLATES } from '../src/model/templates/catalogue';
import { buildApp } from '../src/server/app';
import { makeServices } from '../src/server/services';
import { openPglite } from '../src/server/db/database';
import { signUpCoach } from '../bench/support/coach';
import { ensureClientBuilt } from './client-build';

/**
 * npx tsx scripts/template-screenshots.ts [--bare] [--crops] [template-id ...]: publishes every template (or
 * the ones named) with a coach's brand, contact details and social links (with --bare: nothing but
 * the coach's name) and takes full-page screenshots of the live pages at 375 and 1280 px into
 * screenshots/templates/ (git-ignored). Prints any horizontal overflow and the layout shift
 * measured while each page loads.
 */
const args = process.argv.slice(2);
const bare = args.includes('--bare');
/** --crops: also the first and last screenful of each page, for a closer look at header and footer. */
const crops = args.includes('--crops');
const only = args.filter((a) => !a.startsWith('--'));
const WIDTHS = [375, 1280] as const;
const dir = fileURLToPath(new URL('../screenshots/templates/', import.meta.url));
mkdirSync(dir, { recursive: true });

const SETTINGS: WebsiteSettings = bare
  ? { coachName: 'Maya Rivers' }
  : {
      coachName: 'Maya Rivers',
      brand: { name: 'Maya Rivers Coaching' },
      contact: { email: 'hello@mayarivers.example', phone: '+1 555 010 0100' },
      social: {
        instagram: 'https://instagram.com/mayarivers',
        linkedin: 'https://linkedin.com/in/mayarivers',
        youtube: 'https://youtube.com/@mayarivers',
        tiktok: 'https://tiktok.com/@mayarivers',
      },
      privacyUrl: 'https://mayarivers.example/privacy',
    };

async function post<T>(url: string, body: object, cookie: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

await ensureClientBuilt();
const database = await openPglite(null);
const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const app = await buildApp({ db: database.db, services: makeServices({ clientDir }), clientDir });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const { cookie } = await signUpCoach(app);
const browser = await chromium.launch({ ...(await browserLaunchOptions()), headless: true });
try {
  for (const template of TEMPLATES.filter((t) => only.length === 0 || only.includes(t.id))) {
    const { id } = await post<{ id: number }>(
      `${base}/api/websites`,
      { name: template.name, template: template.id, settings: SETTINGS },
      cookie,
    );
    const { website } = await post<{ website: { slug: string } }>(
      `${base}/api/websites/${id}/publish`,
      {},
      cookie,
    );
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${base}/s/${website.slug}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const { overflow, shift } = await page.evaluate(async () => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        await new Promise((resolve) => setTimeout(resolve, 300));
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          shift: total,
        };
      });
      const file = `${dir}${template.id}-${width}${bare ? '-bare' : ''}.png`;
      await page.screenshot({ path: file, fullPage: true });
      if (crops) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const clip = (y: number) => ({ x: 0, y, width, height: 900 });
        await page.screenshot({ path: file.replace('.png', '-top.png'), clip: clip(0) });
        await page.screenshot({
          path: file.replace('.png', '-end.png'),
          clip: clip(Math.max(0, height - 900)),
          fullPage: true,
        });
      }
      const notes = [
        overflow > 0 ? `overflow ${overflow}px` : '',
        `layout shift ${shift.toFixed(3)}`,
      ];
      console.log(`${file}  ${notes.filter(Boolean).join(', ')}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
  await database.close();
}
