import { useEffect } from 'react';
import type { BuilderStore } from './state/builder-store';

/**
 * Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo, Ctrl/⌘+S saves. Returns whether the key was one
 * of them (and then the browser's own undo, which knows nothing of the store, does not run).
 */
export function runShortcut(store: BuilderStore, event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) store.undo();
  else if ((key === 'z' && event.shiftKey) || key === 'y') store.redo();
  else if (key === 's') void store.flush();
  else return false;
  event.preventDefault();
  return true;
}

/** The builder's shortcuts anywhere in the builder (text fields included); the canvas adds its own. */
export function useUndoShortcuts(store: BuilderStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => void runShortcut(store, event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

const NOT_TEXT = ['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset'];

/** Whether keys typed at this target write text (in the builder or in the canvas's own frame). */
export function inTextField(target: EventTarget | null): boolean {
  if (!target || !('tagName' in target)) return false;
  const node = target as HTMLElement;
  if (node.isContentEditable || node.tagName === 'TEXTAREA' || node.tagName === 'SELECT') {
    return true;
  }
  return node.tagName === 'INPUT' && !NOT_TEXT.includes((node as HTMLInputElement).type);
}

/**
 * `/` or Ctrl/⌘+K outside a text field: to 'Find an element' in Website Structure. Returns whether
 * the key was that shortcut (then the browser's own quick find or address bar does not open).
 */
export function runFindShortcut(event: KeyboardEvent, onFind: () => void): boolean {
  if (event.defaultPrevented || event.altKey || inTextField(event.target)) return false;
  const modified = event.ctrlKey || event.metaKey;
  const slash = event.key === '/' && !modified;
  const k = event.key.toLowerCase() === 'k' && modified && !event.shiftKey;
  if (!slash && !k) return false;
  event.preventDefault();
  onFind();
  return true;
}

/** The find shortcut anywhere in the builder but a text field; the canvas adds its own. */
export function useFindShortcut(onFind: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => void runFindShortcut(event, onFind);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onFind]);
}
