import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import { expect, expectToast, test } from './fixtures';
import { gate } from './hold';

test('a coaching session streams, stops when asked, and is kept, renamed and deleted', async ({
  page,
  api,
}) => {
  await api.createAvatar(EXAMPLE_AVATAR);
  await page.goto('/business-coach');
  await expect(page.getByText('No coaching sessions yet.')).toBeVisible();

  // A starter question: the answer streams in (Stop shows while it does) and reads the numbers.
  await page.getByRole('button', { name: 'Where should I start?' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(log).toContainText('Where should I start?');
  await expect(log).toContainText('You serve Overwhelmed Olivia.');
  await expect(log).toContainText('I can help with your pricing, getting more calls and leads');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  // A question about getting clients: answered on that topic, from their own data. Stop it as it
  // writes.
  const box = page.getByRole('textbox', { name: 'Message your coach' });
  await box.fill('I want more clients for my leadership coaching');
  await box.press('Enter');
  await expect(log).toContainText('Here is my read on getting more calls and leads');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(log.getByText('Stopped')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(log).not.toContainText('Which of these will you do this week?');
  await page.screenshot({ path: test.info().outputPath('business-coach.png'), fullPage: true });

  // Kept: after a reload the session is in the list, named after its first question.
  await page.reload();
  const sessions = page.getByRole('navigation', { name: 'Coaching sessions' });
  await expect(sessions.getByRole('button', { name: /^Where should I start\? / })).toBeVisible();
  await expect(log).toContainText('I want more clients for my leadership coaching');
  await expect(log.getByText('Stopped')).toBeVisible();

  await sessions.getByRole('button', { name: 'Rename Where should I start?' }).click();
  await sessions.getByLabel('Session name').fill('Getting more clients for my leadership coaching');
  await sessions.getByLabel('Session name').press('Enter');
  await expectToast(page, 'Session Renamed');
  await expect(sessions.getByRole('button', { name: /^Getting more clients / })).toBeVisible();
  // A long name is cut short in the list: its buttons stay inside the list, beside the thread.
  const list = await page.locator('aside').boundingBox();
  const remove = await sessions.getByRole('button', { name: /^Delete / }).boundingBox();
  expect((remove?.x ?? 0) + (remove?.width ?? 0)).toBeLessThanOrEqual(
    (list?.x ?? 0) + (list?.width ?? 0) + 1,
  );

  await sessions.getByRole('button', { name: 'Delete Getting more clients' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Session Deleted');
  await expect(page.getByText('No coaching sessions yet.')).toBeVisible();
});

test('a session started on arrival shows in the list even when the list answers after it was started', async ({
  page,
}) => {
  // The list's first load is held until the new session exists, then answers from before it: the
  // screen must ask again, not keep that answer.
  const { opened, open } = gate();
  let firstList = true;
  await page.route('**/api/coach/conversations', async (route) => {
    if (route.request().method() === 'POST') {
      const response = await route.fetch();
      await route.fulfill({ response });
      open();
      return;
    }
    if (!firstList) return route.continue();
    firstList = false;
    const before = await route.fetch();
    await opened;
    await route.fulfill({ response: before });
  });
  await page.goto('/business-coach?new=1');
  await expect(page).toHaveURL(/\/business-coach\?session=\d+$/);
  const sessions = page.getByRole('navigation', { name: 'Coaching sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: /^New session/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
});
