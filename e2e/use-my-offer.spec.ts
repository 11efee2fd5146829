import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  properties,
} from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

test.describe('Use my offer', () => {
  test('fills a pricing card from her offer in one step, saved, and Undo takes it back', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    test.slow(); // The whole builder, an edit saved, undone and saved again.
    const site = await api.createWebsite({ name: 'Nurse careers', template: 'coaching-offer' });
    const [card] = elementsOf(site, 'pricing-card');
    if (!card) throw new Error('no pricing card');
    const made = await request.post('/api/offers', {
      data: {
        name: 'Night Shift to Nine-to-Five',
        price: '1200',
        duration: '8 weeks',
        includes: ['Eight weekly calls', 'CV rewrite'],
        checkoutLink: 'https://buy.stripe.com/nurse',
      },
    });
    expect(made.status()).toBe(201);

    await openBuilder(page, site.id);
    const onCanvas = canvas(page).locator(`[data-element-id="${card.id}"]`);
    await onCanvas.click();
    const picker = properties(page).getByLabel('Use my offer');
    await picker.selectOption({ label: 'Night Shift to Nine-to-Five' });
    await properties(page).getByRole('button', { name: 'Use', exact: true }).click();
    await expectToast(page, 'Offer used');
    await expect(onCanvas).toContainText('Night Shift to Nine-to-Five');
    await expect(onCanvas).toContainText('$1,200');
    await expect(onCanvas).toContainText('Includes eight weekly calls and CV rewrite.');
    await expectSaved(page);
    const stored = elementsOf(await fetchWebsite(request, baseURL ?? '', site.id), 'pricing-card');
    expect(stored.find((e) => e.id === card.id)?.content).toMatchObject({
      title: 'Night Shift to Nine-to-Five',
      price: '$1,200',
      buttonUrl: 'https://buy.stripe.com/nurse',
      // Her button text stays.
      buttonText: card.content.buttonText,
    });

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(onCanvas).not.toContainText('Night Shift to Nine-to-Five');
    await expect(onCanvas).toContainText(String(card.content.price));
    await expectSaved(page);
    const undone = elementsOf(await fetchWebsite(request, baseURL ?? '', site.id), 'pricing-card');
    expect(undone.find((e) => e.id === card.id)?.content).toEqual(card.content);
  });
});
