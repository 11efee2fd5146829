/** The properties panel, which the skip link and a chosen element take the focus to. */
export const PROPERTIES_ID = 'builder-properties';

const FIELD =
  ':is(input:not([type="hidden"]), textarea, select, [contenteditable="true"]):not(:disabled)';

/** The first property field of what is selected, or the panel itself when it has none. */
export function focusFirstProperty(): void {
  const panel = document.getElementById(PROPERTIES_ID);
  const field = panel?.querySelector<HTMLElement>(FIELD);
  (field ?? panel)?.focus();
  field?.scrollIntoView({ block: 'nearest' });
}

/** Takes the focus into the page on the canvas: Tab then goes to its first link or button. */
export function focusCanvas(): void {
  document.querySelector<HTMLIFrameElement>('iframe[title="Website canvas"]')?.focus();
}
