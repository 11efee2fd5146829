import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ crm: true, leadLimits: { perPagePerHour: 2 } });

/** A visitor on a phone, without JavaScript, sends the page's form once. */
async function sendForm(visitor: Page, url: string, name: string, email: string) {
  await visitor.goto(url);
  const form = visitor.locator('form[method="post"]');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Is coaching right for me?');
  await form.getByRole('button', { name: 'Ask Me Which Plan Fits' }).click();
  // Held or not, the visitor is thanked the same way: a flood learns nothing.
  await expect(visitor.getByRole('status')).toContainText('Thank you!');
}

test('on a phone, the coach sees a lead that matched a client untouched, and releases a held one', async ({
  page,
  api,
  browser,
}) => {
  const crm = await api.connectCrm();
  const client = crm.contacts().find((c) => c.email === 'elena.garcia@example.com');
  const website = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
  const url = await api.publish(website.id);

  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const visitor = await phone.newPage();
  await sendForm(visitor, url, 'Someone Else', 'elena.garcia@example.com');
  await sendForm(visitor, url, 'Second Visitor', 'second@example.com');
  await sendForm(visitor, url, 'Third Visitor', 'third@example.com');
  await phone.close();

  // The client's contact kept her name and tags.
  const after = crm.contacts().find((c) => c.id === client?.id);
  expect([after?.firstName, after?.lastName]).toEqual(['Elena', 'Garcia']);
  expect(after?.tags).toContain('client');
  expect(crm.contacts().some((c) => c.email === 'third@example.com')).toBe(false);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/leads');
  const rows = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  const matched = rows.filter({ hasText: 'Someone Else' });
  await expect(matched.getByText('Matched an existing contact')).toBeVisible();
  const held = rows.filter({ hasText: 'Third Visitor' });
  await expect(held.getByText('Held: unusual volume')).toBeVisible();

  await held.getByRole('button', { name: 'Release the lead from Third Visitor' }).click();
  await expect(
    page.getByText('Lead released: sending it to your CRM', { exact: true }),
  ).toBeVisible();
  // Released: it waits for the outbox like any other lead (which delivers it: lead-trust.test.ts).
  await expect(held.getByText('Queued')).toBeVisible();
  await expect(held.getByText('Held: unusual volume')).toHaveCount(0);
});
