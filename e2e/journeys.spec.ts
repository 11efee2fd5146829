import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import { expect, expectToast, test } from './fixtures';

test('a journey map needs an avatar first', async ({ page }) => {
  await page.goto('/customer-journey');
  await expect(page.getByText('A journey map follows one customer avatar.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an Avatar' })).toHaveAttribute(
    'href',
    '/customer-avatars?new=1',
  );
});

test('a coach drafts a journey map from an avatar, fills a gap, saves it and finds it again', async ({
  page,
  api,
  request,
}) => {
  const avatar = await api.createAvatar(EXAMPLE_AVATAR);
  const generated = await request.post('/api/ai/generate-killer-copy', {
    data: { avatar: avatar.id },
  });
  expect(generated.ok()).toBe(true);

  await page.goto('/customer-journey');
  await expect(page.getByText('No journey maps yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Draft with AI' }).click();

  const map = page.getByRole('region', { name: 'Journey map' });
  await expect(map.getByLabel('Journey name')).toHaveValue('Overwhelmed Olivia: journey');
  const awareness = map.getByRole('region', { name: 'Awareness' });
  // The avatar's notes, in the client's own voice.
  await expect(awareness).toContainText(
    'Why do I keep running into this: working every evening to fix my team’s mistakes?',
  );
  // The landing-page copy in the library serves the consideration stage; the decision stage has none.
  await expect(map.getByRole('list', { name: 'Consideration content' })).toContainText(
    'Website copy',
  );
  const gaps = map.getByRole('list', { name: 'Gaps' });
  await expect(gaps).toContainText('No content for the decision stage');

  // Fill the gap: the same copy serves the decision too; add a touchpoint and a feeling.
  const decision = map.getByRole('region', { name: 'Decision' });
  await decision.getByText(/Choose content/).click();
  await decision.getByRole('checkbox').first().check();
  await expect(gaps).not.toContainText('No content for the decision stage');
  await decision.getByRole('button', { name: 'Add touchpoint' }).click();
  await decision.getByLabel('Decision touchpoint 3', { exact: true }).fill('Case study email');
  await decision.getByLabel('Decision touchpoint 3 kind').selectOption('email');
  await decision
    .getByRole('textbox', { name: 'What they feel' })
    .fill('Ready to stop firefighting');
  await decision.getByRole('textbox', { name: 'What they feel' }).press('Enter');
  await map.getByLabel('Journey name').fill('Olivia, from firefighting to leading');
  await expect(map.getByRole('status')).toHaveText('Unsaved changes');
  await map.getByRole('button', { name: 'Save Journey' }).click();
  await expectToast(page, 'Journey Saved');
  await expect(map.getByRole('status')).toHaveText('All changes saved');

  // After a reload it is in the list, with what was typed.
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Journey maps' })
    .getByRole('button', { name: /Olivia, from firefighting to leading/ })
    .click();
  const reopened = page.getByRole('region', { name: 'Decision' });
  await expect(reopened.getByLabel('Decision touchpoint 3', { exact: true })).toHaveValue(
    'Case study email',
  );
  await expect(reopened).toContainText('Ready to stop firefighting');
  await expect(reopened.getByRole('list', { name: 'Decision content' })).toContainText(
    'Website copy',
  );
  await page.screenshot({ path: test.info().outputPath('journey.png'), fullPage: true });

  // A touchpoint without a name is not saved: the toast says why and the edits stay.
  await reopened.getByRole('button', { name: 'Add touchpoint' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Save Failed', 'Every touchpoint needs a name.');
  await expect(page.getByRole('region', { name: 'Journey map' }).getByRole('status')).toHaveText(
    'Unsaved changes',
  );
  const stored = await request.get('/api/journeys');
  const [kept] = ((await stored.json()) as { journeys: { stages: { touchpoints: unknown[] }[] }[] })
    .journeys;
  expect(kept?.stages[2]?.touchpoints).toHaveLength(3);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Journey Deleted');
  await expect(page.getByText('No journey maps yet.')).toBeVisible();
});
