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
