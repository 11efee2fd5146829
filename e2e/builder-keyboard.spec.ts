import { axeProblems } from './axe';
import {
  canvas,
  elementsOf,
  expectSaved,
  fetchWebsite,
  openBuilder,
  properties,
  structure,
} from './builder-helpers';
import { expect, test } from './fixtures';

// bypassCSP: axe is added to the page as a script of its own.
test.use({ bypassCSP: true });
// Each test starts a server and loads the whole builder: on a busy two-core machine, over 30 s.
test.describe.configure({ timeout: 90_000 });

test.describe('the builder by keyboard', () => {
  test('changes a button’s label in at most 10 key presses from the builder’s load, and undoes it', async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const site = await api.createWebsite({ name: 'Keys only', template: 'coaching-offer' });
    const button = elementsOf(site, 'button')[0];
    if (!button) throw new Error('the template has no button');
    const before = String(button.content.text);
    await openBuilder(page, site.id);
    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };

    await press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to properties' })).toBeVisible();
    await press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to page' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    // Enter takes the focus to the page's first link or button; Enter there chooses it.
    await press('Enter');
    const onPage = canvas(page).locator(`a[data-element-id="${button.id}"]`);
    await expect(onPage).toBeFocused();
    await press('Enter');
    const label = properties(page).getByRole('textbox', { name: 'Label', exact: true });
    await expect(label).toBeFocused();
    for (const key of 'Join') await press(key);
    expect(presses).toBeLessThanOrEqual(10);
    await expect(canvas(page).locator(`[data-element-id="${button.id}"]`)).toHaveText('Join');
    await expectSaved(page);
    let stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'button')[0]?.content.text).toBe('Join');

    await page.keyboard.press('ControlOrMeta+z');
    await expect(label).toHaveValue(before);
    await expectSaved(page);
    stored = await fetchWebsite(request, baseURL ?? '', site.id);
    expect(elementsOf(stored, 'button')[0]?.content.text).toBe(before);
    // Escape goes back to where the focus was: the button on the page.
    await page.keyboard.press('Escape');
    await expect(onPage).toBeFocused();
  });

  test('Website Structure is one tab stop, a tree walked with the arrow keys', async ({
    page,
    api,
  }) => {
    const site = await api.createWebsite({ name: 'Tree', template: 'coaching-offer' });
    const [first, second] = site.sections;
    const firstElement = first?.elements[0];
    if (!first || !second || !firstElement) throw new Error('the template is too short');
    await openBuilder(page, site.id);
    const tree = structure(page).getByRole('tree');
    const item = (key: string) => tree.locator(`[role="treeitem"][data-tree-key="${key}"]`);

    // One tab stop: the selected section; Tab from it leaves the tree.
    await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
    // A row is one thing to a screen reader: the grip and the arrow (for the mouse) are hidden
    // from it, no buttons nested in the row; the keys below do what they do.
    await expect(item(`section:${first.id}`).locator('[data-drag-handle]').first()).toBeVisible();
    await expect(tree.getByRole('button', { name: /^(Drag|Show|Hide) / })).toHaveCount(0);
    await expect(tree.locator('[data-drag-handle], [data-expand-toggle]')).not.toHaveCount(0);
    for (const control of await tree.locator('[data-drag-handle], [data-expand-toggle]').all()) {
      await expect(control).toHaveAttribute('aria-hidden', 'true');
    }
    await item(`section:${first.id}`).focus();
    await expect(item(`section:${first.id}`)).toHaveAttribute('aria-selected', 'true');
    await expect(item(`section:${first.id}`)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveAttribute('role', 'treeitem');
    await page.keyboard.press('Shift+Tab');
    await expect(item(`section:${first.id}`)).toBeFocused();

    // Down to the first element, Left back to its section, Left closes it, Right opens it again.
    await page.keyboard.press('ArrowDown');
    await expect(item(`element:${firstElement.id}`)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(item(`section:${first.id}`)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(item(`section:${first.id}`)).toHaveAttribute('aria-expanded', 'false');
    await expect(item(`element:${firstElement.id}`)).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(item(`section:${second.id}`)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(`section:${first.id}`)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(item(`section:${first.id}`)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(item(`element:${firstElement.id}`)).toBeFocused();

    // Enter chooses it: selected, and the focus on its first property field; Escape comes back.
    await page.keyboard.press('Enter');
    await expect(item(`element:${firstElement.id}`)).toHaveAttribute('aria-selected', 'true');
    const field = properties(page).locator(':focus');
    await expect(field).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(item(`element:${firstElement.id}`)).toBeFocused();
  });

  test('axe finds nothing critical or serious in the builder, the page on its canvas included', async ({
    page,
    api,
  }) => {
    const site = await api.createWebsite({ name: 'Checked', template: 'coaching-offer' });
    await openBuilder(page, site.id);
    expect(await axeProblems(page, { frames: true, impacts: ['critical', 'serious'] })).toEqual([]);
  });
});
