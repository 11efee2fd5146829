import type { Browser } from '@playwright/test';
import { providerClient } from '../test/fakes/ghl/test-client';
import { expect, test } from './fixtures';

test.use({ crm: true });
// Several visitors' browsers, a form, a booking and three screens: longer than one default test.
test.setTimeout(90_000);

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A visitor in a browser of their own (all visitors here share 127.0.0.1: the browser tells them apart). */
async function visit(browser: Browser, url: string, userAgent: string, referer?: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await page.goto(url, referer ? { referer } : {});
  return { page, close: () => context.close() };
}

test('visits, a lead and a booked call show in Content Analytics and the Share tab', async ({
  page,
  api,
  request,
  browser,
}) => {
  const crm = await api.connectCrm();
  const website = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
  await api.createWebsite({ name: 'Quiet page', template: 'coach-minimal' });
  const url = await api.publish(website.id);

  // Four people (one of them twice, from a newsletter), and a search engine's crawler.
  for (const [agent, referer] of [
    [PHONE, 'https://www.instagram.com/'],
    [LAPTOP, undefined],
    [GOOGLEBOT, undefined],
  ] as const) {
    const visitor = await visit(browser, url, agent, referer);
    await visitor.close();
  }
  const reader = await visit(
    browser,
    `${url}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
    WINDOWS,
  );
  await reader.page.reload();
  const form = reader.page.locator('form[method="post"]');
  await form.getByLabel('Name').fill('Jo Reader');
  await form.getByLabel('Email').fill('jo@example.com');
  await form.getByLabel('Message').fill('I would like to book a call about coaching');
  await form.getByRole('button', { name: 'Ask Me Which Plan Fits' }).click();
  await expect(reader.page.getByRole('status')).toContainText('Thank you!');
  await reader.close();

  // Jo books a discovery call in the coach's GoHighLevel calendar.
  const contact = crm.contacts().find((c) => c.email === 'jo@example.com');
  const booked = await providerClient(crm)('POST', '/calendars/events/appointments', {
    locationId: crm.locationId,
    calendarId: crm.store.calendars[0]?.id,
    contactId: contact?.id,
    startTime: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
  });
  expect(booked.status).toBe(200);

  await page.goto('/hub');
  const card = page.getByRole('article', { name: 'Content Analytics' });
  // The Content Hub opens its areas in the same tab.
  await card.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(/\/content-analytics$/);
  await expect(page.getByRole('heading', { name: 'Content Analytics' })).toBeVisible();
  const funnel = page.getByRole('list', { name: 'Visitors to leads to booked calls' });
  const figure = (name: string) => funnel.locator(`[data-figure="${name}"]`);
  // Views are written in batches: within seconds they are there (Refresh asks again).
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(figure('Visitors')).toHaveText('3', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(funnel).toContainText('4 page views');
  await expect(figure('Leads')).toHaveText('1');
  await expect(funnel).toContainText('33.3% of visitors');
  await expect(figure('Booked calls')).toHaveText('1');
  await expect(funnel).toContainText('100% of leads');
  await expect(page.getByRole('list', { name: 'Top referrers' })).toContainText('instagram.com');
  await expect(page.getByRole('list', { name: 'Campaigns' })).toContainText(
    'newsletter / email / spring',
  );
  await expect(page.getByRole('list', { name: 'Devices' })).toContainText('Phones');
  await expect(
    page.getByRole('img', { name: /4 page views, 3 visitors, 1 lead, 1 booked call\./ }),
  ).toBeVisible();
  // 1 lead and 1 booked call: equal lines, each still seen by its own dash pattern and markers.
  const chart = page.getByRole('img', { name: /page views/ });
  const lines = chart.locator('path.recharts-line-curve');
  await expect(lines).toHaveCount(4);
  const dashes = await lines.evaluateAll((paths) =>
    paths.map((p) => p.getAttribute('stroke-dasharray')),
  );
  expect(new Set(dashes).size).toBe(4);
  const markers = await chart
    .locator('[data-marker]')
    .evaluateAll((shapes) => [...new Set(shapes.map((s) => s.getAttribute('data-marker')))]);
  expect(markers.sort()).toEqual(['circle', 'diamond', 'square', 'triangle']);
  await expect(chart.locator('.recharts-legend-item')).toHaveCount(4);
  await page.screenshot({ path: test.info().outputPath('content-analytics.png'), fullPage: true });
  await page.goto('/hub');
  await expect(card.getByLabel('Page views in the last 30 days')).toHaveText('4');
  await page.goBack();

  // One website at a time, over other dates; a custom range that cannot be shown says why.
  await page.getByLabel('Website').selectOption({ label: 'Quiet page' });
  await expect(page.getByText('No visits in these dates yet.')).toBeVisible();
  await expect(figure('Visitors')).toHaveText('0');
  await page.getByLabel('Website').selectOption({ label: 'Momentum' });
  await expect(figure('Visitors')).toHaveText('3');
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(figure('Leads')).toHaveText('1');
  const csv = page.getByRole('link', { name: 'Export CSV' });
  await expect(csv).toHaveAttribute('href', new RegExp(`websiteId=${website.id}`));
  const download = await request.get((await csv.getAttribute('href')) ?? '');
  expect((await download.text()).trim().split('\r\n').at(-1)).toBe('Total,4,3,1,1');
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill('2026-01-10');
  await page.getByLabel('To', { exact: true }).fill('2026-01-01');
  await expect(page.getByRole('alert')).toHaveText(
    'The end date must not be before the start date.',
  );

  // In the builder, the Share tab has the page's week.
  await page.goto(`/builder/${website.id}`);
  await page.getByRole('tab', { name: 'Share' }).click();
  const week = page.getByRole('region', { name: 'Last 7 days' });
  await expect(week.getByText('Page views')).toBeVisible();
  await expect(week.locator('dd').first()).toHaveText('4');
  await expect(week).toContainText('Booked calls');
});

test('a website that books on Calendly shows its booked calls as not counted', async ({
  page,
  api,
  request,
}) => {
  await api.connectCrm();
  const website = await api.createWebsite({ name: 'Calendly page', template: 'coaching-offer' });
  const saved = await request.patch(`/api/websites/${website.id}`, {
    data: { settings: { bookingCalendar: { url: 'https://calendly.com/dana/intro-call' } } },
  });
  expect(saved.ok()).toBe(true);
  await api.publish(website.id);

  await page.goto(`/content-analytics?website=${website.id}`);
  const funnel = page.getByRole('list', { name: 'Visitors to leads to booked calls' });
  await expect(funnel.locator('[data-figure="Booked calls"]')).toHaveText('–');
  await expect(funnel).toContainText('Not counted');
  await expect(page.getByTestId('other-calendars')).toHaveText(
    'Your calls are booked through Calendly, which Coachsite cannot count, so booked calls are not counted.',
  );

  await page.goto(`/builder/${website.id}`);
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(page.getByRole('region', { name: 'Last 7 days' })).toContainText(
    'Not counted: booked through Calendly',
  );
});
