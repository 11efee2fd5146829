import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import { expect, expectToast, test } from './fixtures';
import { gate } from './hold';

test.describe('the content library shows what was just written', () => {
  test('the first item is listed at once, even when written while the list still loads', async ({
    page,
    api,
  }) => {
    await api.createAvatar(EXAMPLE_AVATAR);
    // The first list is asked for before anything is written, and its answer (empty) arrives
    // only once the new item is written: a slow connection on the coach's first visit.
    const written = gate();
    let held = false;
    await page.route(/\/api\/content(\?|$)/, async (route) => {
      if (held) return route.fallback();
      held = true;
      const response = await route.fetch();
      await written.opened;
      await route.fulfill({ response });
    });
    await page.goto('/content-library?write=1');
    const write = page.getByRole('group', { name: 'Write new content' });
    await expect(write.getByRole('button', { name: 'Website copy' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Content Generated');
    written.open();

    const items = page.getByRole('list', { name: 'Generated content' }).locator(':scope > li');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Website copy');
    await expect(page.getByText('No generated content yet.')).toHaveCount(0);
  });

  test('with a filter for another kind, the filter switches to the new item’s kind', async ({
    page,
    api,
  }) => {
    await api.createAvatar(EXAMPLE_AVATAR);
    await page.goto('/content-library');
    await expect(page.getByText('No generated content yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Emails' }).click();
    await page
      .getByRole('group', { name: 'Write new content' })
      .getByRole('button', { name: 'Social posts' })
      .click();
    await expectToast(page, 'Content Generated');

    await expect(page.getByRole('tab', { name: 'Social posts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const items = page.getByRole('list', { name: 'Generated content' }).locator(':scope > li');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Social posts');
    // Opened: the posts themselves are on screen.
    await expect(page.getByText('LinkedIn post')).toBeVisible();
  });
});
