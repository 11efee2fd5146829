import type { FakeHubSpot } from '../test/fakes/hubspot-server';
import { axeProblems } from './axe';
import { openBuilder } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

// bypassCSP: axe is added to the page as a script of its own.
test.use({ hubspot: true, bypassCSP: true });

function fakeOf(hubspot: FakeHubSpot | null): FakeHubSpot {
  if (!hubspot) throw new Error('this file runs with a fake HubSpot');
  return hubspot;
}

/** A deal in the portal, as a salesperson would add it in HubSpot itself. */
async function addDeal(hubspot: FakeHubSpot, dealname: string, dealstage: string) {
  const response = await fetch(`${hubspot.url}/crm/v3/objects/deals`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${hubspot.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      properties: { dealname, pipeline: 'default', dealstage, amount: '1200' },
    }),
  });
  expect(response.status).toBe(201);
}

test('a coach connects HubSpot in the CRM tab and sees her contacts and deals', async ({
  page,
  api,
  server,
  allowConsoleErrors,
}) => {
  const hubspot = fakeOf(server.hubspot);
  allowConsoleErrors(/400 \(Bad Request\)/);
  await addDeal(hubspot, 'Jordan Lee: VIP day', 'appointmentscheduled');
  await addDeal(hubspot, 'Priya Shah: group programme', 'closedwon');
  await page.setViewportSize({ width: 375, height: 800 });
  const website = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
  await openBuilder(page, website.id);
  await page.getByRole('tab', { name: 'CRM' }).click();

  // HubSpot asks for its private app token only.
  await page.getByRole('radio', { name: 'HubSpot' }).check();
  await expect(page.getByRole('heading', { name: 'Connect HubSpot' })).toBeVisible();
  await expect(page.getByLabel('Location ID')).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expectToast(page, 'Missing Configuration', 'Please enter your access token');
  await page.getByLabel('Access token').fill('pat-na1-not-the-token');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toContainText('HubSpot API error: 401');

  await page.getByLabel('Access token').fill(hubspot.token);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expectToast(page, 'Connected to the CRM', 'CRM integration is now active');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(`HubSpot account ${hubspot.portalId}`)).toBeVisible();
  await expect(page.getByText(`HubSpot · key ending ${hubspot.token.slice(-4)}`)).toBeVisible();
  // Leads from forms become HubSpot deals, in its words.
  await expect(page.getByLabel('Create a lead (deal)')).toBeVisible();
  // No calendars in HubSpot: no appointments to count.
  await expect(page.getByText('Appointments')).toHaveCount(0);
  expect(await page.content()).not.toContain(hubspot.token);

  // What HubSpot can do: no calendars, no chat widget.
  const tabs = page.getByRole('tablist', { name: 'CRM' });
  await expect(tabs.getByRole('tab')).toHaveText(['Dashboard', 'Contacts', 'Leads']);
  await expect(page.getByText('Total contacts')).toBeVisible();
  const recent = page
    .getByRole('heading', { name: 'Recent contacts' })
    .locator('..')
    .getByRole('listitem');
  await expect(recent.filter({ hasText: 'Jordan' })).toHaveCount(1);
  const dashboardLeads = page
    .getByRole('heading', { name: 'Recent leads' })
    .locator('..')
    .getByRole('listitem');
  await expect(dashboardLeads.filter({ hasText: 'VIP day' })).toHaveCount(1);
  expect(await axeProblems(page, { impacts: ['critical', 'serious'] })).toEqual([]);

  await tabs.getByRole('tab', { name: 'Contacts' }).click();
  const contacts = page.getByRole('list', { name: 'Contacts' });
  for (const email of [
    'jordan.lee@example.com',
    'priya.shah@example.com',
    'marcus.bell@example.com',
  ]) {
    await expect(contacts.getByText(email)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Saved straight to your HubSpot account.');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expectToast(page, 'Contact added');
  expect(hubspot.contacts().some((c) => c.properties.email === 'ada@example.com')).toBe(true);

  // Deals are the tab's leads; won is a closed stage; HubSpot has no 'abandoned'.
  await tabs.getByRole('tab', { name: 'Leads' }).click();
  const leads = page.getByRole('list', { name: 'Leads' });
  const vip = leads.getByRole('listitem').filter({ hasText: 'VIP day' });
  await expect(vip).toContainText('new');
  await expect(leads.getByRole('listitem').filter({ hasText: 'group programme' })).toContainText(
    'won',
  );
  const status = vip.getByRole('combobox');
  await expect(status.locator('option')).toHaveText(['open', 'won', 'lost']);
  await status.selectOption('lost');
  await expectToast(page, 'Lead updated');
  const lost = hubspot.store.ofType('deals').find((d) => d.properties.dealname?.includes('VIP'));
  expect(lost?.properties.dealstage).toBe('closedlost');
  expect(await axeProblems(page, { impacts: ['critical', 'serious'] })).toEqual([]);
});
