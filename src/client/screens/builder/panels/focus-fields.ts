/** The properties panel, which the skip link and a chosen element take the focus to. */
export const PROPERTIES_ID = 'builder-properties';

const FIELD =
  ':is(input:not([type="hidden"]), textarea, select, [contenteditable="true"]):not(:disabled)';

/**
 * The first property field of what is selected, or the panel itself when it has none. A text
 * field's words are selected: typing replaces them, an arrow key keeps them.
 */
export function focusFirstProperty(): void {
  const panel = document.getElementById(PROPERTIES_ID);
  const field = panel?.querySelector<HTMLElement>(FIELD);
  (field ?? panel)?.focus();
  field?.scrollIntoView({ block: 'nearest' });
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
}

/**
 * Takes the focus into the page on the canvas: to its first link or button (Enter there chooses
 * it, Tab goes on through the page), or to the frame when the page has none.
 */
export function focusCanvas(): void {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Website canvas"]');
  const first = frame?.contentDocument?.querySelector<HTMLElement>('a[href], button');
  frame?.focus();
  first?.focus();
}

/** The 'Find an element' box of Website Structure, which `/` and Ctrl/⌘+K take the focus to. */
export const SEARCH_ID = 'structure-search';

export function focusSearch(): void {
  const box = document.getElementById(SEARCH_ID);
  if (!(box instanceof HTMLInputElement)) return;
  box.focus();
  box.select();
}
