import type { Page } from '@playwright/test';
import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import { axeProblems } from './axe';
import { canvas, openBuilder } from './builder-helpers';
import { expect, expectToast, test } from './fixtures';

// bypassCSP: axe is added to the page as a script of its own. ownAi: a fake model on 127.0.0.1,
// which the app may reach as if ALLOW_PRIVATE_OUTBOUND were set; the operator's AI is offline.
test.use({ bypassCSP: true, ownAi: true });

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [1280, 375]) {
  test(`at ${width} px a coach sets their own AI, tests it and writes a page with it`, async ({
    page,
    api,
    server,
  }) => {
    test.slow(); // The account, then the builder from nothing, on a busy machine.
    const model = server.ownAi;
    if (!model) throw new Error('runs with ownAi');
    await page.setViewportSize({ width, height: 900 });
    await api.createAvatar(EXAMPLE_AVATAR);
    const site = await api.createWebsite({ name: 'My own AI', template: 'course-offer' });

    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Use my own AI' });
    await expect(page.getByText('written by the AI this site provides')).toBeVisible();
    const provider = form.getByLabel('Provider');
    // A self-hosted install (private addresses allowed) offers a local Ollama.
    await expect(provider.getByRole('option', { name: 'Ollama (on this server)' })).toHaveCount(1);
    await provider.selectOption({ label: 'Other (OpenAI-compatible)' });

    // Filled in with the keyboard alone: type, Tab to the next field, Enter to save.
    await form.getByLabel('Address (base URL)').focus();
    await page.keyboard.type(model.url);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Model')).toBeFocused();
    await page.keyboard.type('fake-model-1');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('API key')).toBeFocused();
    await page.keyboard.type(model.apiKey);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Your AI is saved');
    await expect(
      page.getByText(`written by your AI at ${new URL(model.url).host} (fake-model-1)`),
    ).toBeVisible();
    await expect(form.getByText(`Saved key ends in ${model.apiKey.slice(-4)}`)).toBeVisible();
    await expect(form.getByLabel('API key')).toHaveValue('');

    await form.getByRole('button', { name: 'Test connection' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(
      `Connected: fake-model-1 at ${model.url} answered.`,
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeProblems(page, { impacts: ['critical', 'serious'] })).toEqual([]);

    await openBuilder(page, site.id);
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await page.getByRole('button', { name: `Write this page for ${EXAMPLE_AVATAR.name}` }).click();
    await expectToast(page, 'Content Generated');
    const hero = page.getByRole('region', { name: 'Proposal for Hero' });
    const headingRow = hero.getByRole('listitem').filter({ hasText: 'Heading · Heading' });
    await expect(headingRow.getByLabel('Proposed')).toHaveText(/^Fake /);
    expect(model.requests.at(-1)?.authorization).toBe(`Bearer ${model.apiKey}`);

    await hero.getByRole('button', { name: 'Apply section' }).click();
    await page.getByRole('tab', { name: 'Content Editor' }).click();
    await expect(
      canvas(page)
        .getByText(/^Fake /)
        .first(),
    ).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
  });
}

test('a known provider the server cannot reach is said in a toast, not under a hidden field', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/400/);
  // The address of a known provider is not a field on the form: the server's refusal of it
  // (here answered for the server, as an install with no DNS would) must still reach the coach.
  await page.route('**/api/account/ai', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'bad_request',
              message: 'baseUrl could not be found (no such host)',
              fields: { baseUrl: 'could not be found (no such host)' },
            },
          },
        })
      : route.fallback(),
  );
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Use my own AI' });
  await form.getByLabel('Provider').selectOption({ label: 'OpenAI' });
  await form.getByLabel('Model').fill('gpt-4o-mini');
  await form.getByLabel('API key').fill('sk-test-1234');
  await form.getByLabel('API key').press('Enter');
  await expectToast(page, 'Not saved');
  await expect(
    page.getByText('OpenAI’s address could not be found (no such host).', { exact: true }),
  ).toBeVisible();
});
