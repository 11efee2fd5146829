import type { Locator, Page } from '@playwright/test';
import type { Target } from './latency';
import { CANVAS, type Bench } from './setup';

/** A field ready to type into: where the typed text shows, and the text already there. */
export type Typing = { field: Locator; target: Target; initial: string };

/**
 * One way a coach types into the benchmark paragraph. `focus` runs on an open builder: it selects
 * the paragraph and answers the field to type into, or null when this build has no such field
 * (the target is then reported as not available, not failed).
 */
export type TypingTarget = {
  name: string;
  focus: (page: Page, bench: Bench) => Promise<Typing | null>;
};

const paragraphOn = (page: Page, { paragraph }: Bench) =>
  page.frameLocator(CANVAS).locator(`[data-element-id="${paragraph.id}"]`);

/** The Text field of the Properties panel; the text shows in the canvas iframe. */
export const panelTyping: TypingTarget = {
  name: 'panel typing',
  focus: async (page, bench) => {
    await paragraphOn(page, bench).click();
    const field = page
      .getByRole('complementary', { name: 'Properties' })
      .getByLabel('Text', { exact: true });
    await field.waitFor();
    return {
      field,
      target: { frame: CANVAS, element: `[data-element-id="${bench.paragraph.id}"]` },
      initial: await field.inputValue(),
    };
  },
};

/**
 * Typing on the canvas itself (issue 9's on-canvas editing). HOOK: this assumes that clicking the
 * paragraph on the canvas makes it (or an element inside it) contenteditable; the keystrokes are
 * then typed and timed inside the canvas iframe, and the text shows in the same element (so "DOM"
 * is little more than the browser's own edit; "frame" is what counts). If on-canvas editing is
 * entered differently (a double click, an editor element elsewhere), change only this function.
 */
export const canvasTyping: TypingTarget = {
  name: 'canvas typing',
  focus: async (page, bench) => {
    const selector = `[data-element-id="${bench.paragraph.id}"]`;
    // Pressing on the words (the field's span) starts editing them in place.
    await paragraphOn(page, bench).locator('[data-field]').first().click();
    const editable = page
      .frameLocator(CANVAS)
      .locator(`${selector}[contenteditable], ${selector} [contenteditable]`)
      .first();
    const found = await editable.waitFor({ timeout: 2000 }).then(
      () => true,
      () => false,
    );
    if (!found) return null;
    return {
      field: editable,
      target: { frame: null, element: selector },
      initial: (await editable.textContent()) ?? '',
    };
  },
};

export const TARGETS: TypingTarget[] = [panelTyping, canvasTyping];
