import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  properties,
  rowTarget,
  structureRow,
} from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

test.describe('a story from the bank on a page', () => {
  test('a consented client story goes into the testimonial section in one step and Undo takes it back; one without consent cannot', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Stories', template: 'coaching-offer' });
    const testimonial = site.sections.find((s) => s.type === 'testimonial');
    if (!testimonial) throw new Error('no testimonial section');
    const before = elementsOf(site, 'testimonial-quote').length;
    const story = (title: string, consent: boolean) =>
      request.post('/api/stories', {
        data: {
          title,
          kind: 'client-transformation',
          parts: {
            before: 'Maya undercharged for years.',
            after: 'She tripled her rates in a quarter.',
          },
          person: 'Maya R.',
          consent,
          result: 'tripled her rates',
        },
      });
    expect((await story('Maya tripled her rates', true)).ok()).toBe(true);
    expect((await story('Tom, not yet agreed', false)).ok()).toBe(true);

    await openBuilder(page, site.id);
    await rowTarget(structureRow(page, new RegExp(`^${testimonial.name},`)).first()).click();
    const picker = properties(page).getByLabel('Insert a story from your bank');
    await expect(
      picker.getByRole('option', { name: 'Tom, not yet agreed (no consent to publish)' }),
    ).toBeDisabled();
    const insert = properties(page).getByRole('button', { name: 'Insert story' });
    await expect(insert).toBeDisabled();

    await picker.selectOption({ label: 'Maya tripled her rates' });
    await insert.click();
    await expectToast(page, 'Story inserted');
    const quote = canvas(page).getByText(
      'Maya undercharged for years. She tripled her rates in a quarter.',
    );
    await expect(quote).toBeVisible();
    await expect(canvas(page).getByText('Maya R.')).toBeVisible();
    await expectSaved(page);
    let stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'testimonial-quote')).toHaveLength(before + 1);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(quote).toHaveCount(0);
    await expectSaved(page);
    stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'testimonial-quote')).toHaveLength(before);
  });
});
