import { expect, expectToast, test } from './fixtures';

test.describe('the Story Memory Bank', () => {
  test('a coach writes stories part by part, finds them by words and tags, gives consent, and deletes', async ({
    page,
    request,
  }) => {
    test.slow(); // Two stories through the form, then search, edit and delete.
    await page.goto('/story-memory-bank');
    await expect(page.getByRole('heading', { name: 'No stories saved yet.' })).toBeVisible();
    await page.getByRole('button', { name: 'Write your first story' }).click();

    // A title is needed; nothing typed is lost when the save is refused.
    await page.getByLabel('Before').fill('Sarah charged $50 an hour and worked every evening.');
    await page.getByRole('button', { name: 'Save Story' }).click();
    await expectToast(page, 'Save Failed', 'Failed to save story');
    await expect(page.getByLabel('Before')).toHaveValue(
      'Sarah charged $50 an hour and worked every evening.',
    );
    await page.getByLabel('Title').fill('Sarah doubled her prices');
    await page.getByLabel('Kind').selectOption('client-transformation');
    await page.getByLabel('After').fill('She doubled her prices and kept eleven clients.');
    await page.getByLabel('Whose story').fill('Sarah K.');
    await page.getByLabel('Result').fill('doubled her prices');
    await page.getByRole('textbox', { name: 'Tags', exact: true }).fill('pricing');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save Story' }).click();
    await expectToast(page, 'Story Saved');

    const sarah = page.getByRole('article', { name: 'Sarah doubled her prices' });
    await expect(sarah).toContainText('Sarah charged $50 an hour');
    // No consent yet: it stays in the bank.
    await expect(sarah.getByText('Private')).toBeVisible();

    await page.getByRole('button', { name: 'New Story' }).click();
    await page.getByLabel('Title').fill('Why I left my job');
    await page.getByLabel('Kind').selectOption('origin');
    await page.getByLabel('The whole story').fill('I burned out at 34 and rebuilt my week.');
    await page.getByRole('button', { name: 'Save Story' }).click();
    await expectToast(page, 'Story Saved');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);

    await page.getByLabel('Search stories').fill('burned out');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName('Why I left my job');
    await page.getByLabel('Search stories').fill('');
    await page.getByRole('button', { name: '#pricing' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName('Sarah doubled her prices');
    await page.getByRole('button', { name: '#pricing' }).click();
    await page.getByLabel('Kind').selectOption('origin');
    await expect(cards).toHaveCount(1);
    await page.getByLabel('Kind').selectOption('');

    await sarah.getByRole('button', { name: 'Edit Sarah doubled her prices' }).click();
    await page.getByLabel('They agreed to this story being published').check();
    await page.getByRole('button', { name: 'Save Story' }).click();
    await expectToast(page, 'Story Saved');
    await expect(sarah.getByText('Private')).toHaveCount(0);
    const stored = (await (await request.get('/api/stories?tag=pricing')).json()) as {
      stories: { consent: boolean; parts: { after: string } }[];
    };
    expect(stored.stories).toHaveLength(1);
    expect(stored.stories[0]).toMatchObject({
      consent: true,
      parts: { after: 'She doubled her prices and kept eleven clients.' },
    });

    await page
      .getByRole('article', { name: 'Why I left my job' })
      .getByRole('button', { name: 'Delete Why I left my job' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Story Deleted');
    await expect(cards).toHaveCount(1);
  });
});
