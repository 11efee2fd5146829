import { openBuilder } from './builder-helpers';
import { holdRequests } from './hold';
import { expect, test } from './fixtures';

/** Issue 26: the builder's first load leaves out the tabs a coach opens now and then. */
test('the Share tab loads when first opened: Loading..., then its tools', async ({ page, api }) => {
  const site = await api.createWebsite({ name: 'Light Builder', template: 'coach' });
  const shareCode: string[] = [];
  page.on('request', (request) => {
    if (/ShareTab-.*\.js$/.test(request.url())) shareCode.push(request.url());
  });
  const release = await holdRequests(page, /ShareTab-.*\.js$/);
  await openBuilder(page, site.id);
  expect(shareCode).toEqual([]);

  await page.getByRole('tab', { name: 'Share' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Share' });
  await expect(panel.getByRole('status')).toHaveText('Loading...');
  expect(shareCode).toHaveLength(1);
  release();
  await expect(panel.getByRole('heading', { name: 'Share & publish' })).toBeVisible();
  await expect(panel.getByText('Loading...')).toHaveCount(0);
});
