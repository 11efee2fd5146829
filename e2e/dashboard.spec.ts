import { gate, holdRequests } from './hold';
import { loseAnswers } from './lose-answer';
import { sql } from 'drizzle-orm';
import { fillCreateDialog } from './dashboard-helpers';
import { expect, expectToast, NEW_TAB, openDashboard, test, toasts } from './fixtures';

test.describe('website list dashboard', () => {
  test('a new coach sees the empty state and creates a first website', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByText('Create and manage your coaching websites')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No websites yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Your First Website' }).click();

    const dialog = await fillCreateDialog(page, '  Thrive With Maya  ', /Retreat Offer/);
    await expect(dialog.getByRole('img', { name: 'Retreat Offer preview' })).toBeVisible();
    await expect(dialog.getByText(/Fill a retreat/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Website' }).click();

    await expectToast(page, 'Website created successfully', 'Your new website is ready to edit');
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: 'Thrive With Maya' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Retreat Offer', { exact: true })).toBeVisible();
    await expect(card.getByText('Published')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('article', { name: 'Thrive With Maya' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Website' }).click();
    await expect(dialog.getByPlaceholder('e.g., My Coaching Business')).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Template' })).toHaveText(
      /Choose a template/,
    );
  });

  test('the featured template is marked Featured with a fire icon, in words a coach uses', async ({
    page,
  }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'Create Website' }).click();
    await page.getByRole('combobox', { name: 'Template' }).click();
    const featured = page.getByRole('option', { name: /Book-a-Call Coach Page/ });
    await expect(featured).toContainText('Featured');
    await expect(page.getByRole('option', { name: /Featured/ })).toHaveCount(1);
    await expect(page.getByRole('listbox')).not.toContainText(/replica|\{name\}/i);
    await expect(page.getByRole('option')).toHaveCount(10);
  });

  test('create needs a name and a template', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'Create Website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Website' });
    const warning = () =>
      expectToast(page, 'Error', 'Please enter a website name and select a template');

    await dialog.getByRole('button', { name: 'Create Website' }).click();
    await warning();

    await dialog.getByPlaceholder('e.g., My Coaching Business').fill('Has a name only');
    await dialog.getByRole('button', { name: 'Create Website' }).click();
    await warning();

    await fillCreateDialog(page, '    ', /Classic Coach/);
    await dialog.getByRole('button', { name: 'Create Website' }).click();
    await warning();
    await expect(dialog).toBeVisible();

    // Escape closes the newest layer first: the toast, then the dialog.
    await page.keyboard.press('Escape');
    await expect(toasts(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No websites yet' })).toBeVisible();
  });

  test('the create button reads Creating... while the request runs, and a failure keeps the dialog', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500/);
    const { opened: held, open: release } = gate();
    await page.route('**/api/websites', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.fulfill({ status: 500, body: 'database down' });
    });
    await openDashboard(page);
    await page.getByRole('button', { name: 'Create Website' }).click();
    const dialog = await fillCreateDialog(page, 'Kept on failure', /Minimal Coach/);
    await dialog.getByRole('button', { name: 'Create Website' }).click();
    await expect(dialog.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    await expectToast(page, 'Error', 'Failed to create website');
    await expect(dialog.getByPlaceholder('e.g., My Coaching Business')).toHaveValue(
      'Kept on failure',
    );
  });

  test('creating again after a lost answer makes one website, and so does duplicating', async ({
    page,
    api,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|ERR_/);
    await api.createWebsite({ name: 'Original Offer', template: 'coaching-offer' });
    await loseAnswers(page, '**/api/websites', 'POST');
    await loseAnswers(page, '**/api/websites/*/duplicate', 'POST');
    await openDashboard(page);

    await page.getByRole('button', { name: 'Create Website' }).click();
    const dialog = await fillCreateDialog(page, 'Second Try Coaching', /Bold Coach/);
    await dialog.getByRole('button', { name: 'Create Website' }).click();
    await expectToast(page, 'Error', 'Failed to create website');
    await dialog.getByRole('button', { name: 'Create Website' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Duplicate Original Offer', exact: true }).click();
    await expectToast(page, 'Error', 'Failed to duplicate website');
    await page.getByRole('button', { name: 'Duplicate Original Offer', exact: true }).click();
    await expectToast(page, 'Website duplicated');

    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Second Try Coaching' })).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Original Offer (Copy)' })).toHaveCount(1);
  });

  test('duplicate copies a website and delete asks first', async ({ page, api }) => {
    await api.createWebsite({ name: 'Leadership Launch', template: 'leadership-course' });
    await openDashboard(page);
    await page.getByRole('button', { name: 'Duplicate Leadership Launch' }).click();
    await expectToast(page, 'Website duplicated');
    const copy = page.getByRole('article', { name: 'Leadership Launch (Copy)' });
    await expect(copy).toBeVisible();
    await expect(copy.getByText('Leadership Course', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Leadership Launch (Copy)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this website? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(copy).toBeVisible();

    await page.getByRole('button', { name: 'Delete Leadership Launch (Copy)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Website deleted', /permanently removed/);
    await expect(copy).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Leadership Launch' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Leadership Launch (Copy)' })).toHaveCount(0);
  });

  test('failed duplicate and delete say so and change nothing', async ({
    page,
    api,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/503/);
    await api.createWebsite({ name: 'Steady Site' });
    await page.route(/\/api\/websites\/\d+(\/duplicate)?$/, (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill({ status: 503, body: 'busy' }),
    );
    await openDashboard(page);
    await page.getByRole('button', { name: 'Duplicate Steady Site' }).click();
    await expectToast(page, 'Error', 'Failed to duplicate website');
    await page.getByRole('button', { name: 'Delete Steady Site' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error', 'Failed to delete website');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('cards show Published, and Edit and Preview open the website', async ({
    page,
    api,
    server,
    context,
  }) => {
    const site = await api.createWebsite({ name: 'Live Site', template: 'course-offer' });
    await api.createWebsite({ name: 'Draft Site' });
    await server.database.db.execute(
      sql`UPDATE websites SET is_published = true WHERE id = ${site.id}`,
    );
    await openDashboard(page);
    await expect(
      page.getByRole('article', { name: 'Live Site' }).getByText('Published'),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Draft Site' }).getByText('Published'),
    ).toHaveCount(0);

    const popup = context.waitForEvent('page');
    await page
      .getByRole('article', { name: 'Live Site' })
      .getByRole('link', { name: 'Preview' })
      .click();
    const preview = await popup;
    await expect(preview).toHaveURL(new RegExp(`/preview/${site.id}$`));
    await expect(preview.getByRole('heading', { name: 'Preview: Live Site' })).toBeVisible(NEW_TAB);

    await page
      .getByRole('article', { name: 'Live Site' })
      .getByRole('link', { name: 'Edit' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/builder/${site.id}$`));
  });

  test('shows a loading state, then the list', async ({ page, api }) => {
    await api.createWebsite({ name: 'Patience Pays' });
    const release = await holdRequests(page, '**/api/websites');
    await page.goto('/');
    await expect(page.getByText('Loading your websites...')).toBeVisible();
    release();
    await expect(page.getByRole('article', { name: 'Patience Pays' })).toBeVisible();
    await expect(page.getByText('Loading your websites...')).toHaveCount(0);
  });

  test('shows the error state and Retry reloads the page', async ({
    page,
    api,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500/);
    await api.createWebsite({ name: 'Back Again' });
    await page.route('**/api/websites', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/dashboard');
    await expect(
      page.getByText('Error loading websites: Failed to fetch websites: 500'),
    ).toBeVisible();
    await page.unroute('**/api/websites');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article', { name: 'Back Again' })).toBeVisible();
  });
});
