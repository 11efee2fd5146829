import { fillCreateDialog } from './dashboard-helpers';
import { expect, expectToast, test } from './fixtures';

test.describe('accounts', () => {
  test.use({ signedIn: false });
  // Signed out, the app's "who am I" read answers 401 by design, and the browser logs it.
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/401/));

  test('a coach signs up, creates and publishes a website, signs out; visitors still see the pages', async ({
    page,
    browser,
    server,
    allowConsoleErrors,
  }) => {
    // Signed up from /builder/1, the new coach lands on a website that is not theirs: a 404, by design.
    allowConsoleErrors(/404/);
    await page.goto('/builder/1');
    await expect(page).toHaveURL(/\/signin\?next=%2Fbuilder%2F1$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    await page.getByLabel('Your name').fill('Maya Rivers');
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Email must be an email address such as maya@example.com'),
    ).toBeVisible();
    await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();

    await page.getByLabel('Email').fill('maya@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Signed up from /builder/1: sent on there; no website 1 exists for this new coach yet.
    await expect(page.getByRole('heading', { name: 'Website not found' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByText('Signed in as')).toContainText('Maya Rivers');
    await page.getByRole('button', { name: 'Create Your First Website' }).click();
    const dialog = await fillCreateDialog(page, 'Maya Coaching', /Classic Coach/);
    await dialog.getByRole('button', { name: 'Create Website' }).click();
    await expectToast(page, 'Website created successfully');

    const websites = (await (await page.request.get('/api/websites')).json()) as { id: number }[];
    const id = websites[0]?.id;
    const published = (await (await page.request.post(`/api/websites/${id}/publish`)).json()) as {
      url: string;
    };
    const shared = (await (
      await page.request.post('/api/share/create-public-preview', {
        data: { websiteId: id, websiteName: 'Maya Coaching' },
      })
    ).json()) as { publicUrl: string };

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin\?next=%2F$/);
    expect((await page.request.get('/api/websites')).status()).toBe(401);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    expect((await visitorPage.goto(published.url))?.status()).toBe(200);
    await expect(visitorPage.locator('.cs-page')).toBeVisible();
    expect((await visitorPage.goto(shared.publicUrl))?.status()).toBe(200);
    await expect(visitorPage.locator('.cs-page')).toBeVisible();
    await visitor.close();
    expect(server.url).toContain('127.0.0.1');
  });

  test('signing in sends the coach back where they were going; a wrong password says so', async ({
    page,
    playwright,
    server,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.url });
    await api.post('/api/auth/signup', {
      data: { email: 'back@example.com', password: 'correct horse battery', name: 'Back Again' },
    });
    await api.dispose();

    await page.goto('/customer-avatars');
    await expect(page).toHaveURL(/\/signin\?next=%2Fcustomer-avatars$/);
    await page.getByLabel('Email').fill('back@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That email and password do not match an account.',
    );
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Customer Avatars' })).toBeVisible();
  });

  test('sign-in never sends the coach to another site', async ({ page, playwright, server }) => {
    const api = await playwright.request.newContext({ baseURL: server.url });
    await api.post('/api/auth/signup', {
      data: { email: 'safe@example.com', password: 'correct horse battery', name: 'Safe' },
    });
    await api.dispose();
    await page.goto('/signin?next=//evil.example/phish');
    await page.getByLabel('Email').fill('safe@example.com');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Website Builder' })).toBeVisible();
    expect(new URL(page.url()).host).toBe(new URL(server.url).host);
  });
});
