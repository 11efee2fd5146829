import { Webhook } from 'standardwebhooks';
import { axeProblems } from './axe';
import { expect, expectToast, test } from './fixtures';

// bypassCSP: axe is added to the page as a script of its own. webhooks: an endpoint on 127.0.0.1
// that the app may reach (as ALLOW_PRIVATE_OUTBOUND allows), and the webhook outbox running.
test.use({ bypassCSP: true, webhooks: true });

test('on a phone, by keyboard, a coach adds a webhook, sends a test event and sees it delivered', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  test.slow(); // the account screen, then an outbox round trip, on a busy machine
  allowConsoleErrors(/400/); // the refused address below
  const receiver = server.receiver;
  if (!receiver) throw new Error('runs with webhooks');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account');
  const card = page.getByRole('form', { name: 'Add a webhook' });
  await expect(page.getByText('No webhooks yet.')).toBeVisible();

  // Something that is not an address is refused, and nothing is stored.
  await card.getByLabel('Webhook address').focus();
  await page.keyboard.type('not an address');
  await page.keyboard.press('Enter');
  await expect(card.getByText('Webhook address is not a web address')).toBeVisible();
  await expectToast(page, 'Not added');
  await expect(page.getByText('No webhooks yet.')).toBeVisible();

  await card.getByLabel('Webhook address').fill('');
  await page.keyboard.type(receiver.url);
  await page.keyboard.press('Tab');
  await expect(card.getByLabel('Lead received')).toBeFocused();
  await expect(card.getByLabel('Lead received')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(card.getByLabel('Website published')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(card.getByLabel('Website published')).toBeChecked();
  await card.getByLabel('Webhook address').focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Webhook added');

  const secretBox = page.getByRole('region', { name: 'Signing secret' });
  await expect(secretBox).toContainText('it is not shown again');
  const secret = (await secretBox.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  const hooks = page.getByRole('list', { name: 'Your webhooks' });
  await expect(hooks.getByText(receiver.url)).toBeVisible();
  await expect(hooks.getByText('Lead received, Website published')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(await axeProblems(page, { impacts: ['critical', 'serious'] })).toEqual([]);
  await secretBox.getByRole('button', { name: 'I have saved it' }).focus();
  await page.keyboard.press('Enter');
  await expect(secretBox).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  await hooks.getByRole('button', { name: 'Send test event' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Test event sent');
  const deliveries = page.getByRole('region', { name: `Recent deliveries to ${receiver.url}` });
  await expect(deliveries.getByText('Test event')).toBeVisible();
  await expect(deliveries.getByText('Delivered')).toBeVisible();
  // What the endpoint got is signed with the secret the coach was shown.
  const [hook] = receiver.received;
  if (!hook) throw new Error('nothing received');
  const headers = Object.fromEntries(
    Object.entries(hook.headers).map(([name, value]) => [name, String(value)]),
  );
  expect(new Webhook(secret).verify(hook.body, headers)).toMatchObject({ type: 'webhook.test' });

  await hooks.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this webhook?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Webhook deleted');
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
});
