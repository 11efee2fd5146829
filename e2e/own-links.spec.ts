import type { Page } from '@playwright/test';
import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  properties,
} from './builder-helpers';
import { expect, test } from './fixtures';

const BOOKING_PAGE = 'https://calendly.com/maya-rivers/intro-call';
const CHECKOUT = 'https://pay.example.com/checkout/momentum-90';

function bookingField(page: Page) {
  return page.getByRole('tabpanel', { name: 'Design' }).getByLabel('Booking page');
}

async function selectOnCanvas(page: Page, elementId: number | undefined) {
  await canvas(page).locator(`[data-element-id="${elementId}"]`).click();
}

test('the coach’s booking page and a checkout link on a pricing card go live', async ({
  page,
  request,
  baseURL,
  api,
}) => {
  const site = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
  const [card, other] = elementsOf(site, 'pricing-card');
  const label = String(card?.content.buttonText);
  const otherLabel = String(other?.content.buttonText);
  await openBuilder(page, site.id);

  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(page.getByText('Your page shows a demo calendar')).toBeVisible();
  // Pasted without https://, as Calendly's own page shows it: completed when she leaves the field.
  await bookingField(page).fill(BOOKING_PAGE.replace('https://', ''));
  await bookingField(page).press('Tab');
  await expect(bookingField(page)).toHaveValue(BOOKING_PAGE);
  await expect(bookingField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your page shows a demo calendar')).toBeHidden();

  await page.getByRole('tab', { name: 'Content Editor' }).click();
  await selectOnCanvas(page, card?.id);
  const buttonLink = properties(page).getByLabel('Button link');
  await expect(buttonLink).toHaveAttribute('placeholder', '#calendar');
  await buttonLink.fill(CHECKOUT.replace('https://', ''));
  await buttonLink.press('Tab');
  await expect(buttonLink).toHaveValue(CHECKOUT);
  await expect(
    canvas(page).locator(`[data-element-id="${card?.id}"] a`, { hasText: label }),
  ).toHaveAttribute('href', CHECKOUT);
  await expectSaved(page);
  // Stored as completed, before the page goes live.
  await expect
    .poll(async () => {
      const stored = await fetchWebsite(request, baseURL ?? '', site.id);
      return [stored.settings.bookingCalendar?.url, elementsOf(stored, 'pricing-card')[0]?.content];
    })
    .toEqual([BOOKING_PAGE, expect.objectContaining({ buttonUrl: CHECKOUT })]);

  const published = await request.post(`${baseURL}/api/websites/${site.id}/publish`);
  expect(published.status()).toBe(201);
  const { url } = (await published.json()) as { url: string };
  const visitor = await page.context().newPage();
  const answer = await visitor.goto(url);
  expect(answer?.headers()['content-security-policy']).toContain('frame-src https://calendly.com;');
  await expect(visitor.locator('iframe[title="Book a Session"]')).toHaveAttribute(
    'src',
    BOOKING_PAGE,
  );
  await expect(visitor.getByRole('link', { name: label })).toHaveAttribute('href', CHECKOUT);
  // The other cards, with no link of their own, still open the booking calendar.
  await expect(visitor.getByRole('link', { name: otherLabel })).toHaveAttribute(
    'href',
    '#calendar',
  );
});

test('an invalid link shows an error under its field and is never saved', async ({
  page,
  request,
  baseURL,
  api,
}) => {
  const site = await api.createWebsite({ name: 'Careful', template: 'course-offer' });
  const option = elementsOf(site, 'pricing-option')[0];
  await openBuilder(page, site.id);
  await selectOnCanvas(page, option?.id);
  const buttonLink = properties(page).getByLabel('Button link');
  await buttonLink.fill(CHECKOUT);
  await expectSaved(page);

  await buttonLink.fill('http://x y');
  await expect(buttonLink).toHaveAttribute('aria-invalid', 'true');
  await expect(buttonLink).toHaveAccessibleDescription(
    /^Not saved: Button link must be an https:\/\/ address or a place on this page such as #calendar/,
  );
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'invalid');

  await page.getByRole('tab', { name: 'Design' }).click();
  await bookingField(page).fill('http://calendly.com/maya');
  await expect(bookingField(page)).toHaveAccessibleDescription(
    /^Not saved: Booking page must start with https:\/\//,
  );

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Content Editor' })).toBeVisible();
  const stored = await fetchWebsite(request, baseURL ?? '', site.id);
  expect(elementsOf(stored, 'pricing-option')[0]?.content.buttonUrl).toBe(CHECKOUT);
  expect(stored.settings.bookingCalendar).toBeUndefined();
  await selectOnCanvas(page, option?.id);
  await expect(properties(page).getByLabel('Button link')).toHaveValue(CHECKOUT);
});
