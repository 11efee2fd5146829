import { chromium } from '@playwright/test';
import { browserLaunchOptions } from '../e2e/browser';

/** npx tsx scripts/screenshot.ts <url> <out.png> [width=1280] [height=800]: a full-page screenshot. */
const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({ ...(await browserLaunchOptions()), headless: true });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate(() => document.fonts.ready);
const overflow = await page.evaluate(
  () => document.documentElement.scrollWidth - window.innerWidth,
);
if (overflow > 0)
  console.warn(`horizontal overflow: ${overflow}px wider than the ${width}px viewport`);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
