import type { FakeGhl } from '../test/fakes/ghl-server';
import { openBuilder } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

test.use({ crm: true });

function fakeOf(crm: FakeGhl | null): FakeGhl {
  if (!crm) throw new Error('this file runs with a fake GoHighLevel');
  return crm;
}

test('connecting in the CRM tab: missing fields, a refused key, then the real one', async ({
  page,
  api,
  server,
  allowConsoleErrors,
}) => {
  const crm = fakeOf(server.crm);
  allowConsoleErrors(/400 \(Bad Request\)/);
  const website = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
  await openBuilder(page, website.id);
  await page.getByRole('tab', { name: 'CRM' }).click();

  await page.getByRole('button', { name: 'Connect' }).click();
  await expectToast(page, 'Missing Configuration', 'Please enter both API key and Location ID');

  await page.getByLabel('API key').fill('pit-not-the-right-key');
  await page.getByLabel('Location ID').fill(crm.locationId);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expectToast(page, 'Connection Failed', 'Could not connect to the CRM');
  // The provider's own reason stays under the form after the toast has gone.
  await expect(page.getByRole('alert')).toContainText('GoHighLevel API error: 401 Unauthorized');

  await page.getByLabel('API key').fill(crm.apiKey);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expectToast(page, 'Connected to the CRM', 'CRM integration is now active');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(crm.locationName).first()).toBeVisible();
  // The key never comes back to the browser: only its last four characters.
  await expect(page.getByText(`key ending ${crm.apiKey.slice(-4)}`)).toBeVisible();
  expect(await page.content()).not.toContain(crm.apiKey);

  // The connection is the coach's, on the server: the tab opens connected next time.
  await page.reload();
  await page.getByRole('tab', { name: 'CRM' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('the five CRM tabs show the location, and a widget code can be copied', async ({
  page,
  api,
  server,
  request,
  context,
}) => {
  const crm = fakeOf(server.crm);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await request.put('/api/crm/connection', {
    data: { apiKey: crm.apiKey, locationId: crm.locationId },
  });
  const website = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
  await openBuilder(page, website.id);
  await page.getByRole('tab', { name: 'CRM' }).click();

  const tabs = page.getByRole('tablist', { name: 'CRM' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Dashboard',
    'Contacts',
    'Calendar',
    'Leads',
    'Widgets',
  ]);

  // Dashboard: stats, 5 of the 10 contacts loaded, 5 leads labelled 'Lead #' + 6 characters.
  await expect(page.getByText('Total contacts')).toBeVisible();
  const recent = page
    .getByRole('heading', { name: 'Recent contacts' })
    .locator('..')
    .getByRole('listitem');
  await expect(recent).toHaveCount(5);
  const leads = page
    .getByRole('heading', { name: 'Recent leads' })
    .locator('..')
    .getByRole('listitem');
  await expect(leads.first()).toContainText(/Lead #[A-Za-z0-9_-]{6}/);
  await expect(leads.filter({ hasText: 'new' }).first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Contacts' }).click();
  const someone = crm.contacts()[0];
  await expect(
    page.getByRole('list', { name: 'Contacts' }).getByText(someone?.email ?? ''),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByRole('dialog').getByLabel('First name').fill('Ada');
  await page.getByRole('dialog').getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expectToast(page, 'Contact added');
  expect(crm.contacts().some((c) => c.email === 'ada@example.com')).toBe(true);

  await tabs.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'This week' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next week' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Leads' }).click();
  await expect(
    page.getByRole('list', { name: 'Leads' }).getByRole('listitem').first(),
  ).toContainText('Lead #');

  await tabs.getByRole('tab', { name: 'Widgets' }).click();
  await page.getByRole('button', { name: 'Copy chat widget code' }).click();
  await expectToast(page, 'Code Copied', 'chat widget code copied to clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`<chat-widget location-id="${crm.locationId}"></chat-widget>`);
  await page.getByRole('button', { name: 'Copy calendar widget code' }).click();
  await expectToast(page, 'Code Copied', 'calendar widget code copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('height="600"');

  // The hub switches are this website's settings: saved with it.
  await page.getByLabel('Use my CRM on this page').check();
  await page.getByLabel('Booking calendar').check();
  await expect(page.getByText('Saved')).toBeVisible();
  const saved = await (await request.get(`/api/websites/${website.id}`)).json();
  expect(saved.settings.hublytics).toMatchObject({
    enabled: true,
    calendarWidget: true,
    locationId: crm.locationId,
  });
});
