import type { Locator, Page } from '@playwright/test';
import type { Website } from '../src/model/website';
import {
  foundMessage,
  searchStructure,
} from '../src/client/screens/builder/panels/structure-search';
import { contrastRatio } from '../src/model/colour-contrast';
import { axeProblems } from './axe';
import { canvas, elementsOf, openBuilder, properties, structure } from './builder-helpers';
import { expect, test } from './fixtures';

// bypassCSP: axe is added to the page as a script of its own.
test.use({ bypassCSP: true });
// Each test starts a server and loads the whole builder: on a busy two-core machine, over 30 s.
test.describe.configure({ timeout: 90_000 });

const searchBox = (page: Page) => structure(page).getByRole('textbox', { name: 'Find an element' });
/** The live region saying how many rows match (dnd-kit has live regions of its own). */
const found = (page: Page) => structure(page).locator('#structure-search-status');
const item = (page: Page, key: string) =>
  structure(page).locator(`[role="treeitem"][data-tree-key="${key}"]`);

/** A mark's text colour and background as #rrggbb, as the browser paints them (any colour syntax). */
const markColours = (mark: Locator) =>
  mark.evaluate((node) => {
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    const hex = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    };
    return { text: hex(style.color), background: hex(style.backgroundColor) };
  });

/** A few letters of the first button's words that find it first, and what the panel says of them. */
function buttonSearch(site: Website) {
  const button = elementsOf(site, 'button')[0];
  if (!button) throw new Error('the template has no button');
  const word = String(button.content.text).split(/\s+/).at(-1) ?? '';
  const query = `butt ${word.slice(0, 4).toUpperCase()}`;
  const found = searchStructure(site, query);
  expect(found?.first).toEqual({ kind: 'element', id: button.id });
  const message = found ? foundMessage(found, query) : '';
  return { button, query, message, sections: found?.sections.size ?? 0 };
}

test.describe('finding an element in Website Structure', () => {
  test('/ to the search, a few words, Enter to the first result’s properties, Escape back to it', async ({
    page,
    api,
  }) => {
    const site = await api.createWebsite({ name: 'Find it', template: 'coaching-offer' });
    const { button, query, message, sections } = buttonSearch(site);
    await openBuilder(page, site.id);
    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };

    // From the page on the canvas (a frame of its own, whose keys the builder hears too).
    await canvas(page).locator('a[href], button').first().focus();
    await press('/');
    await expect(searchBox(page)).toBeFocused();
    for (const key of query) await press(key);
    await expect(found(page)).toHaveText(message);
    // Only the matches show, with their sections: no section without a match.
    const shownSections = structure(page).locator('[role="treeitem"][data-tree-key^="section:"]');
    await expect(shownSections).toHaveCount(sections);
    expect(sections).toBeLessThan(site.sections.length);
    await expect(item(page, `element:${button.id}`)).toBeVisible();
    // Each word searched for is marked in the row, in the row's own case, readably.
    const word = String(button.content.text).split(/\s+/).at(-1) ?? '';
    const marks = item(page, `element:${button.id}`).locator('mark');
    await expect(marks).toHaveText(['Butt', word.slice(0, 4)]);
    const { text, background } = await markColours(marks.first());
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: 'test-results/builder-search-1280.png' });

    await press('Enter');
    const label = properties(page).getByRole('textbox', { name: 'Label', exact: true });
    await expect(label).toBeFocused();
    await expect(item(page, `element:${button.id}`)).toHaveAttribute('aria-selected', 'true');
    expect(presses).toBe(query.length + 2);
    await page.keyboard.type('Join us');
    await expect(canvas(page).locator(`[data-element-id="${button.id}"]`)).toHaveText('Join us');

    // Escape goes back to the result; the search is still there.
    await page.keyboard.press('Escape');
    await expect(item(page, `element:${button.id}`)).toBeFocused();
    await expect(searchBox(page)).toHaveValue(query);

    // With a search active, the panel has nothing critical or serious for axe.
    expect(
      await axeProblems(page, {
        within: 'nav[aria-label="Website Structure"]',
        impacts: ['critical', 'serious'],
        explain: true,
      }),
    ).toEqual([]);
    await page.screenshot({ path: 'test-results/builder-search-1280-chosen.png' });

    // Ctrl/⌘+K to the box again, and ArrowDown to the first result.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchBox(page)).toBeFocused();
    // Its words are selected: typing replaces them. The button goes by its new words now.
    await page.keyboard.type('join');
    await expect(found(page)).toHaveText('1 element matches');
    await expect(item(page, `element:${button.id}`).locator('mark')).toHaveText(['Join']);
    await page.keyboard.press('ArrowDown');
    await expect(item(page, `element:${button.id}`)).toBeFocused();
    // Up through the tree goes back out to the box.
    await page.keyboard.press('ArrowUp');
    await expect(item(page, `section:${button.sectionId}`)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(searchBox(page)).toBeFocused();

    // Nothing found: said so, with a way to clear it.
    await searchBox(page).fill('xyz');
    await expect(found(page)).toHaveText('Nothing matches “xyz”');
    await expect(structure(page).getByRole('treeitem')).toHaveCount(0);
    await structure(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(shownSections).toHaveCount(site.sections.length);
    await expect(structure(page).locator('mark')).toHaveCount(0);

    // Escape clears the box; a second Escape leaves the focus where it is.
    await page.keyboard.type('call');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(shownSections).toHaveCount(site.sections.length);
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeFocused();

    // From another tool tab, the shortcut comes back to the Content Editor and the box.
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect(searchBox(page)).toBeHidden();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('/ on a phone shows the structure with the search box, which fits, and Escape comes back to it', async ({
    page,
    api,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const site = await api.createWebsite({ name: 'Find on a phone', template: 'coaching-offer' });
    const { button, query, message } = buttonSearch(site);
    await openBuilder(page, site.id);
    await expect(structure(page)).toBeHidden();

    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    const box = await searchBox(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.keyboard.type(query);
    await expect(found(page)).toHaveText(message);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
    await page.screenshot({ path: 'test-results/builder-search-375.png' });

    await page.keyboard.press('Enter');
    await expect(
      properties(page).getByRole('textbox', { name: 'Label', exact: true }),
    ).toBeFocused();
    await expect(structure(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(item(page, `element:${button.id}`)).toBeFocused();
  });
});
