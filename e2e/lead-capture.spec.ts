import { expect, test } from './fixtures';

test.use({ crm: true });

test('a visitor without JavaScript sends the form, corrected at the page’s own address; the coach sees the lead delivered with its source, hostile text as text', async ({
  page,
  api,
  browser,
}) => {
  test.slow(); // Two browsers, a corrected post, a CRM delivery and the inbox.
  const crm = await api.connectCrm();
  const website = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
  const url = await api.publish(website.id);

  const visitorContext = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const visitor = await visitorContext.newPage();
  let dialogs = 0;
  visitor.on('dialog', () => (dialogs += 1));
  // The visitor comes from an Instagram post with the coach's campaign link.
  const address = `${url}?utm_campaign=spring-launch`;
  await visitor.goto(address, { referer: 'https://www.instagram.com/p/Cx12/' });
  const form = visitor.locator('form[method="post"]');
  const hostileName = '<img src=x onerror=alert(1)> Jo';
  const hostileMessage = 'I want coaching <script>alert("x")</script>';

  // A bad email comes back with its message, and everything typed is still there.
  await form.getByLabel('Name').fill(hostileName);
  await form.getByLabel('Email').fill('jo-at-example');
  await form.getByLabel('Message').fill(hostileMessage);
  await form.getByRole('button', { name: 'Ask Me Which Plan Fits' }).click();
  await expect(
    visitor.getByText('Please enter a valid email address, like name@example.com.'),
  ).toBeVisible();
  // ...at the page's own address, not at the form's endpoint.
  expect(visitor.url()).toBe(address);
  await expect(form.getByLabel('Name')).toHaveValue(hostileName);
  await expect(form.getByLabel('Email')).toHaveValue('jo-at-example');
  await expect(form.getByLabel('Message')).toHaveValue(hostileMessage);

  await form.getByLabel('Email').fill('jo@example.com');
  await form.getByRole('button', { name: 'Ask Me Which Plan Fits' }).click();
  await expect(visitor.getByRole('status')).toContainText('Thank you! Your message is on its way');
  await expect(visitor.locator('form[method="post"]')).toHaveCount(0);
  await visitorContext.close();

  // In GoHighLevel: the contact, the message as a note, and a lead for a message about coaching.
  const contact = crm.contacts().find((c) => c.email === 'jo@example.com');
  expect(contact?.tags).toContain('website');
  expect(crm.notes(contact?.id)[0]?.body).toContain(hostileMessage);
  expect(crm.opportunities().filter((o) => o.contactId === contact?.id)).toHaveLength(1);

  // In the inbox: delivered, with a link to the contact, and the visitor's words as words.
  await page.goto('/');
  await page.getByRole('link', { name: 'Leads' }).click();
  const row = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').first();
  await expect(row.getByText(hostileName)).toBeVisible();
  await expect(row.getByText(hostileMessage)).toBeVisible();
  await expect(row.getByText('Delivered')).toBeVisible();
  await expect(row.getByText('from instagram.com · campaign spring-launch')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Open contact in GoHighLevel' })).toHaveAttribute(
    'href',
    `https://app.gohighlevel.com/v2/location/${crm.locationId}/contacts/detail/${contact?.id}`,
  );
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('the inbox says where leads come from before there are any', async ({ page }) => {
  await page.goto('/leads');
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  await expect(page.getByText('No leads yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/leads.csv',
  );
});
