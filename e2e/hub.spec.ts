import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import { expect, NEW_TAB, openDashboard, test } from './fixtures';

test.describe('the Content Hub', () => {
  test('counts what is there, shows the active avatar, opens areas in new tabs and logs activity', async ({
    page,
    api,
    request,
    context,
  }) => {
    await openDashboard(page);
    await page.getByRole('link', { name: 'Content Hub' }).click();
    await expect(page).toHaveURL(/\/hub$/);
    const cards = page.getByRole('list', { name: 'Areas' }).getByRole('article');
    await expect(cards).toHaveCount(7);
    const card = (title: string) => page.getByRole('article', { name: title });
    await expect(card('Customer Avatars').getByLabel('Items')).toHaveText('0');
    await expect(card('Generated Content').getByLabel('Items')).toHaveText('0');
    await expect(card('Content Analytics').getByLabel('Page views in the last 30 days')).toHaveText(
      '0',
    );
    await expect(card('AI Business Coach').getByLabel('Coaching sessions')).toHaveText('0');
    await expect(card('Personal Storage').getByLabel('Items')).toHaveText('0');
    await expect(card('Story Memory Bank').getByLabel('Items')).toHaveText('0');
    await expect(page.getByLabel('Active Avatar')).toContainText('No avatar selected');
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(
      'Nothing yet.',
    );

    await api.createAvatar(EXAMPLE_AVATAR);
    expect((await request.post('/api/ai/generate-grand-slam-offer', { data: {} })).ok()).toBe(true);
    const site = await api.createWebsite({ name: 'Calm Team Coaching', template: 'coach' });
    expect((await request.post(`/api/websites/${site.id}/publish`, { data: {} })).ok()).toBe(true);

    await page.reload();
    await expect(card('Customer Avatars').getByLabel('Items')).toHaveText('1');
    await expect(card('Generated Content').getByLabel('Items')).toHaveText('1');
    await expect(page.getByLabel('Active Avatar')).toContainText('Engineering manager');
    const entries = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText('Published website “Calm Team Coaching”');
    await expect(entries.first()).toContainText('just now');
    await expect(entries.last()).toContainText(`Created avatar “${EXAMPLE_AVATAR.name}”`);

    const opened = context.waitForEvent('page');
    await page
      .getByRole('group', { name: 'Quick Actions' })
      .getByRole('link', { name: 'View Content' })
      .click();
    const library = await opened;
    await expect(library).toHaveURL(/\/content-library$/);
    await expect(library.getByRole('heading', { name: 'Generated Content' })).toBeVisible(NEW_TAB);

    const second = context.waitForEvent('page');
    await card('Customer Avatars').getByRole('link', { name: 'New in Customer Avatars' }).click();
    const form = await second;
    await expect(form.getByRole('button', { name: 'Save Avatar' })).toBeVisible(NEW_TAB);
  });
});
