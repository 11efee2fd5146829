import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import { expectSaved, openBuilder } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

/** The Coaching Offer template's products and prices: the coach's facts, never the writer's. */
const FACTS = ['Clarity Session', 'Momentum 90', 'Breakthrough VIP', '$297', '$1,997', '$4,997'];

// Marked slow for the whole file: the in-process server (PGlite and its migrations) starts first.
test.slow();

test('Write this page, Apply all, Publish: the live page keeps the template’s prices and product names', async ({
  page,
  api,
}) => {
  await api.createAvatar(EXAMPLE_AVATAR);
  const site = await api.createWebsite({ name: 'Momentum', template: 'coaching-offer' });
  await openBuilder(page, site.id);

  await page.getByRole('tab', { name: 'AI Assistant' }).click();
  await page.getByRole('button', { name: `Write this page for ${EXAMPLE_AVATAR.name}` }).click();
  await expectToast(page, 'Content Generated');
  const pricing = page.getByRole('region', { name: 'Proposal for Pricing' });
  // The cards' buttons are rewritten, their names and prices are not offered at all.
  const rows = (field: string) =>
    pricing.getByRole('listitem').filter({ hasText: `Pricing card · ${field}` });
  await expect(rows('Button text')).toHaveCount(3);
  await expect(rows('Title')).toHaveCount(0);
  await expect(rows('Price')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply all' }).click();
  await expect(page.getByRole('button', { name: 'Apply all' })).toBeDisabled();
  await expectSaved(page);

  // What the writer wrote is listed as unread until she reads it: Keep it takes one off.
  await page.getByRole('tab', { name: 'Share' }).click();
  const live = page.getByRole('region', { name: 'Live website' });
  await live.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Some things are still sample' });
  const unread = dialog.getByRole('listitem').filter({ hasText: 'Written for you, not read yet' });
  await expect(unread.first()).toBeVisible();
  const count = await unread.count();
  expect(count).toBeGreaterThan(5);
  await unread.first().getByRole('button', { name: 'Keep it', exact: true }).click();
  await expect(unread).toHaveCount(count - 1);
  await expectSaved(page);

  const url = await api.publish(site.id);
  await page.goto(url);
  const livePage = page.locator('body');
  for (const fact of FACTS) await expect(livePage).toContainText(fact);
  // The coach's testimonial is still hers.
  await expect(livePage).toContainText('I doubled my prices in week four');
});
