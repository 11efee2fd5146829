import { chromium, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { browserLaunchOptions } from './e2e/browser';
import { axeProblems } from './e2e/axe';
import { FARMER, MUM_RETURNER } from './test/support/corpus-avatars';
const base = 'http://localhost:5000';
const browser = await chromium.launch(await browserLaunchOptions());
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, bypassCSP: true, baseURL: base });
const page = await ctx.newPage();
const log: string[] = [];
const say = (...a: unknown[]) => { const l = a.map(String).join(' '); log.push(l); console.log(l); };
const check = async (name: string) => {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const axe = await axeProblems(page, { impacts: ['critical', 'serious'] });
  say(`${name}: sideways ${wide}, axe ${axe.length ? axe.join('; ') : 'clean'}`);
  await page.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: true });
};
await page.goto('/signin');
await page.getByRole('link', { name: 'Create an account' }).click();
await page.getByLabel('Your name').fill('Ruth Okafor');
await page.getByLabel('Email').fill(`ruth${Date.now()}@example.com`);
await page.getByLabel('Password').fill('a calm river at dawn 42');
await page.keyboard.press('Enter');
await page.waitForURL((u) => !u.pathname.includes("sign"));
await check('dashboard');
// Keyboard: the Menu.
await page.goto('/hub');
await page.getByRole('heading', { name: 'Content Hub' }).waitFor();
for (let i = 0; i < 6; i++) {
  await page.keyboard.press('Tab');
  const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
  if (name === 'Menu') break;
}
say('focused:', await page.evaluate(() => document.activeElement?.textContent?.trim()));
await page.keyboard.press('Enter');
say('menu open:', await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'));
await page.keyboard.press('Escape');
say('after Escape focus:', await page.evaluate(() => document.activeElement?.textContent?.trim()));
await check('hub');
// Two avatars and what the writer writes for each.
for (const avatar of [FARMER, MUM_RETURNER]) {
  const made = await page.request.post('/api/avatars', { data: avatar });
  const id = ((await made.json()) as { id: number }).id;
  await page.request.post(`/api/avatars/${id}/current`).catch(() => null);
  const copy = await (await page.request.post('/api/ai/generate-killer-copy', { data: { avatar: id } })).json();
  const posts = await (await page.request.post('/api/ai/generate-social-content', { data: { avatar: id, contentType: 'conversion' } })).json();
  const offer = await (await page.request.post('/api/ai/generate-grand-slam-offer', { data: { avatar: id, serviceType: 'coaching', pricePoint: 'mid' } })).json();
  say(`\n===== ${avatar.name} (${avatar.demographics.profession})`);
  say(JSON.stringify(copy.copy ?? copy, null, 1));
  say(JSON.stringify((posts.copy ?? posts).posts?.map((p: { platform: string; content: string; hashtags: string[] }) => [p.platform, p.content, p.hashtags.join(' ')]), null, 1));
  const o = offer.copy ?? offer;
  say(JSON.stringify({ name: o.name, dream: o.dreamOutcome, likely: o.perceivedLikelihood, time: o.timeDelay, stack: o.valueStack?.map((v: { item: string; description: string }) => `${v.item}: ${v.description}`), bonuses: o.bonuses?.map((b: { name: string; description: string }) => `${b.name}: ${b.description}`), modules: o.modules?.map((m: { title: string; description: string }) => `${m.title}: ${m.description}`), urgency: o.urgency, suggested: o.suggested }, null, 1));
}
for (const path of ['/my-offers', '/content-library', '/brand-assets', '/leads', '/customer-avatars', '/content-analytics']) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await check(path.slice(1));
}
// My offers by keyboard: New Offer, fill, save.
await page.goto('/my-offers?new=1');
await page.getByLabel('Name', { exact: true }).waitFor();
await page.keyboard.type('Farm Forward');
await page.getByLabel(/Price/).first().fill('900');
await page.getByLabel(/Booking link/).fill('calendly.com/ruth/call');
await page.getByLabel(/Booking link/).press('Enter');
await page.getByText('https://calendly.com/ruth/call').waitFor();
say('offer saved with completed link');
// The builder at 375, keyboard.
const site = await (await page.request.post('/api/websites', { data: { name: 'Farm Forward', template: 'coaching-offer' } })).json();
await page.goto(`/builder/${site.id}`);
await page.getByRole('button', { name: 'Page' }).first().waitFor();
await check('builder');
await page.keyboard.press('Tab');
say('first tab stop:', await page.evaluate(() => document.activeElement?.textContent?.trim()));
await page.getByRole('tab', { name: 'Share' }).click();
await page.getByRole('button', { name: 'Publish', exact: true }).click();
const dialog = page.getByRole('dialog');
await dialog.waitFor();
say('checklist items:', await dialog.getByRole('listitem').count());
await check('checklist');
writeFileSync('/tmp/walk/log.txt', log.join('\n'));
await browser.close();
