import { fillCreateDialog } from './dashboard-helpers';
import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Website Builder' })).toBeVisible();
}

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
    test.slow(); // Sign up, create, publish, share, sign out and two visits: 23 s on a busy machine.
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

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
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
    await expect(
      page.getByRole('heading', { name: 'Customer Avatars', exact: true }),
    ).toBeVisible();
  });

  test('sign-in never sends the coach to another site', async ({ page, playwright, server }) => {
    test.slow(); // signs in three times
    const api = await playwright.request.newContext({ baseURL: server.url });
    await api.post('/api/auth/signup', {
      data: { email: 'safe@example.com', password: 'correct horse battery', name: 'Safe' },
    });
    await api.dispose();
    for (const next of ['//evil.example/phish', '/%09/evil.example', '/%5Cevil.example']) {
      await page.goto(`/signin?next=${next}`);
      await page.getByLabel('Email').fill('safe@example.com');
      await page.getByLabel('Password').fill('correct horse battery');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Website Builder' })).toBeVisible();
      expect(new URL(page.url()).pathname, next).toBe('/dashboard');
      expect(new URL(page.url()).host).toBe(new URL(server.url).host);
      await expect(page.getByText('Could not reach the server')).toHaveCount(0);
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/signin$/);
    }
  });

  test('a coach changes their password on the account screen, then signs in with the new one', async ({
    page,
    playwright,
    server,
    allowConsoleErrors,
  }) => {
    test.slow(); // one journey: four tries at a new password, then signing out and in again
    // A wrong current password and a weak new one are answered 400, and the browser logs them.
    allowConsoleErrors(/400/);
    const api = await playwright.request.newContext({ baseURL: server.url });
    await api.post('/api/auth/signup', {
      data: { email: 'change@example.com', password: 'correct horse battery', name: 'Maya Rivers' },
    });
    const elsewhere = (await api.storageState()).cookies.find((c) => c.name === 'cs_session');
    await signInWithForm(page, 'change@example.com', 'correct horse battery');
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByText('change@example.com')).toBeVisible();
    await expect(page.getByText('Maya Rivers')).toBeVisible();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('violet tractor umbrella');
    await form.getByLabel('Confirm new password').fill('violet tractor umbrel');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Confirm new password must match the new password')).toBeVisible();

    await form.getByLabel('Confirm new password').fill('violet tractor umbrella');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Current password is not right')).toBeVisible();

    await form.getByLabel('Current password').fill('correct horse battery');
    await form.getByLabel('New password', { exact: true }).fill('password12');
    await form.getByLabel('Confirm new password').fill('password12');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      form.getByText('New password is too common; try a longer phrase of unrelated words'),
    ).toBeVisible();

    await form.getByLabel('New password', { exact: true }).fill('violet tractor umbrella');
    await form.getByLabel('Confirm new password').fill('violet tractor umbrella');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed', 'other computers and phones have been signed out');
    await expect(form.getByLabel('Current password')).toHaveValue('');
    // The other browser was signed out; this one was not.
    const other = await playwright.request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { cookie: `cs_session=${elsewhere?.value}` },
    });
    expect((await other.get('/api/auth/me')).status()).toBe(401);
    await other.dispose();
    await api.dispose();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    await page.getByRole('link', { name: 'Your websites' }).click();
    await expect(page.getByRole('heading', { name: 'Website Builder' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByLabel('Email').fill('change@example.com');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That email and password do not match an account.',
    );
    await page.getByLabel('Password').fill('violet tractor umbrella');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Website Builder' })).toBeVisible();
  });

  test('signing out everywhere ends every session, after asking', async ({
    page,
    playwright,
    server,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.url });
    await api.post('/api/auth/signup', {
      data: { email: 'lost-phone@example.com', password: 'correct horse battery', name: 'Sam' },
    });
    await signInWithForm(page, 'lost-phone@example.com', 'correct horse battery');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await api.get('/api/auth/me')).status()).toBe(200);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect((await api.get('/api/auth/me')).status()).toBe(401);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/);
    await api.dispose();
  });
});
