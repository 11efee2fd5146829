import type { KeyboardEvent } from 'react';
import type { Selection } from '../selection';

/**
 * Website Structure as a WAI-ARIA tree: one tab stop, and inside it Up/Down to the row above or
 * below, Home/End to the first or last row, Right opens a section (then goes to its first element),
 * Left closes it (or goes from an element to its section), Enter or Space chooses the row, and
 * Alt+Up/Alt+Down moves the row up or down among its own. Up from the first row goes back to the
 * search box above the tree.
 */
export type TreeActions = {
  choose: (selection: Selection, from: HTMLElement) => void;
  expand: (sectionId: number, expanded: boolean) => void;
  move: (selection: NonNullable<Selection>, by: -1 | 1) => void;
  /** Up from the first row: out of the tree, to what is above it. */
  leave: () => void;
};

/** `section:12` or `element:34` to what it names. */
export function treeSelection(key: string | undefined): NonNullable<Selection> | null {
  const [kind, id] = (key ?? '').split(':');
  if ((kind !== 'section' && kind !== 'element') || !id) return null;
  return { kind, id: Number(id) };
}

export function treeItem(root: ParentNode, key: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[role="treeitem"][data-tree-key="${key}"]`);
}

/** The row to go to for a key, or null when the key is not one that moves between rows. */
function target(items: HTMLElement[], item: HTMLElement, key: string): HTMLElement | null {
  const at = items.indexOf(item);
  if (key === 'ArrowDown') return items[at + 1] ?? null;
  if (key === 'ArrowUp') return items[at - 1] ?? null;
  if (key === 'Home') return items[0] ?? null;
  if (key === 'End') return items[items.length - 1] ?? null;
  return null;
}

/** Handles a key pressed on a row of the tree; other keys and other targets are left alone. */
export function onTreeKey(event: KeyboardEvent<HTMLElement>, actions: TreeActions): void {
  const item = event.target as HTMLElement;
  if (item.getAttribute('role') !== 'treeitem' || event.ctrlKey || event.metaKey) return;
  const selection = treeSelection(item.dataset.treeKey);
  if (!selection) return;
  const { key } = event;
  if (event.altKey) {
    if (key !== 'ArrowUp' && key !== 'ArrowDown') return;
    actions.move(selection, key === 'ArrowUp' ? -1 : 1);
    event.preventDefault();
    return;
  }
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]')];
  const expanded = item.getAttribute('aria-expanded');
  let next: HTMLElement | null = target(items, item, key);
  if (key === 'ArrowRight' && selection.kind === 'section') {
    if (expanded === 'false') actions.expand(selection.id, true);
    else next = item.querySelector<HTMLElement>('[role="treeitem"]');
  } else if (key === 'ArrowLeft') {
    if (expanded === 'true') actions.expand(selection.id, false);
    else next = item.parentElement?.closest<HTMLElement>('[role="treeitem"]') ?? null;
  } else if (key === 'Enter' || key === ' ') {
    actions.choose(selection, item);
  } else if (key === 'ArrowUp' && items[0] === item) {
    actions.leave();
  } else if (!next) {
    return;
  }
  event.preventDefault();
  next?.focus();
}
