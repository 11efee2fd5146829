import { resetLinkIn } from '../test/support/mail-capture';
import { expect, expectToast, test } from './fixtures';

const EMAIL = 'maya@example.com';
const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple lantern harbour';

test.describe('forgot password', () => {
  test.use({ signedIn: false });
  // Signed out, the app's "who am I" read answers 401 by design, and the browser logs it.
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/401/));

  test.describe('with email set up', () => {
    test.use({ mail: true });

    test('a coach gets a link by email, chooses a new password, is signed in; the link works once', async ({
      page,
      request,
      server,
      allowConsoleErrors,
    }) => {
      const mailbox = server.mailbox;
      if (!mailbox) throw new Error('the server sends no mail');
      // Several password hashes and strength checks: slow on a busy machine.
      test.slow();
      // The refused weak password and the spent link are 400 answers the browser logs.
      allowConsoleErrors(/400/);
      const signedUp = await request.post('/api/auth/signup', {
        data: { email: EMAIL, password: OLD_PASSWORD, name: 'Maya Rivers' },
      });
      expect(signedUp.status()).toBe(201);

      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('Email').fill('MAYA@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(
        'If maya@example.com has a Coachsite account, we have sent it a link',
      );

      const link = resetLinkIn(await mailbox.waitForMail(EMAIL));
      expect(link.startsWith(`${server.url}/reset-password#token=`)).toBe(true);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expect(
        page.getByText('At least 10 characters. A few unrelated words make a strong one.'),
      ).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('password12');
      await page.getByLabel('Confirm new password').fill('password12');
      await page.getByRole('button', { name: 'Save password and sign in' }).click();
      await expect(
        page.getByText('New password is too common; try a longer phrase of unrelated words'),
      ).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`);
      await page.getByRole('button', { name: 'Save password and sign in' }).click();
      await expect(
        page.getByText('Confirm new password must match the new password'),
      ).toBeVisible();
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save password and sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Website Builder' })).toBeVisible();
      await expectToast(page, 'Password changed', /You are signed in/);
      await expect(page.getByText('Signed in as')).toContainText('Maya Rivers');

      const signIn = (password: string) =>
        request.post('/api/auth/login', { data: { email: EMAIL, password } });
      expect((await signIn(OLD_PASSWORD)).status()).toBe(401);
      expect((await signIn(NEW_PASSWORD)).status()).toBe(200);

      // The same link a second time: it has ended, and says how to get a new one.
      await page.goto('/');
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('another fine phrase');
      await page.getByLabel('Confirm new password').fill('another fine phrase');
      await page.getByRole('button', { name: 'Save password and sign in' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'This reset link has expired or was already used',
      );
      await page.getByRole('link', { name: 'Send me a new link' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      expect(mailbox.mailsTo(EMAIL)).toHaveLength(1);
    });
  });

  test('without email set up, the screen says to ask the person who runs Coachsite', async ({
    page,
  }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(
      page.getByText('Ask the person who runs Coachsite for you to reset your password.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
