import type { Story } from '../src/model/stories/story';
import { expect, expectToast, test } from './fixtures';
import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';

test('a coach writes a client story beat by beat with a suggestion, keeps the draft over a reload, and saves it to the bank', async ({
  page,
  api,
  request,
}) => {
  test.slow(); // Five beats, a suggestion, a reload and a save.
  await api.createAvatar(EXAMPLE_AVATAR);
  await page.goto('/storytelling');
  await page.getByText("Hero's journey (five beats)").click();
  await page.getByLabel('Whose story').fill('Dana');
  await page.getByRole('button', { name: 'Start writing' }).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page
    .getByLabel('The ordinary world')
    .fill('Dana ran her agency from her kitchen table until midnight.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel('The challenge').fill('My notes');
  await page.getByRole('button', { name: 'Suggest this beat' }).click();
  const suggestion = page.getByRole('region', { name: 'Suggestion' });
  // It follows on from step 1 without saying step 1's words again (they are on the page already).
  await expect(suggestion).toContainText('The hardest part was');
  await expect(suggestion).not.toContainText('kitchen table');
  // It says what it drew on in words, not field names.
  await expect(suggestion).toContainText(
    'Drawn from the avatar’s pains, tried before; your notes on The ordinary world',
  );
  // The coach's words stay until they choose the suggestion.
  await expect(page.getByLabel('The challenge')).toHaveValue('My notes');
  await suggestion.getByRole('button', { name: 'Use this' }).click();
  await expect(page.getByLabel('The challenge')).toHaveValue(/The hardest part was/);

  // A reload keeps the draft and the step.
  await page.reload();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(page.getByLabel('The challenge')).toHaveValue(/The hardest part was/);
  for (let step = 2; step <= 5; step++)
    await page.getByRole('button', { name: /^(Next|Review)/ }).click();
  await expect(page.getByRole('navigation', { name: 'Steps' })).toContainText('Review');
  await expect(page.getByRole('region', { name: 'Your story' })).toContainText('kitchen table');

  await page.getByRole('button', { name: 'Save to Story Bank' }).click();
  await expect(page.getByRole('alert')).toContainText('A title is needed');
  await page.getByLabel('Title').fill('Dana took her evenings back');
  await page.getByLabel('They agreed to this story being published').check();
  await page.getByRole('button', { name: 'Save to Story Bank' }).click();
  await expectToast(page, 'Story Saved');
  await expect(page.getByRole('button', { name: 'Start writing' })).toBeVisible();

  const stored = (await (await request.get('/api/stories')).json()) as { stories: Story[] };
  expect(stored.stories).toHaveLength(1);
  expect(stored.stories[0]).toMatchObject({
    title: 'Dana took her evenings back',
    kind: 'client-transformation',
    person: 'Dana',
    consent: true,
    parts: { before: 'Dana ran her agency from her kitchen table until midnight.' },
  });
  expect(stored.stories[0]?.parts.struggle).toMatch(/^The hardest part was/);
  await page.goto('/story-memory-bank');
  await expect(page.getByRole('article', { name: 'Dana took her evenings back' })).toBeVisible();
});
