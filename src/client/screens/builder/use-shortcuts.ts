import { useEffect } from 'react';
import type { BuilderStore } from './state/builder-store';

/** Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo, anywhere in the builder (text fields included). */
export function useUndoShortcuts(store: BuilderStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.redo();
      else if (key === 's') void store.flush();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
