import { useSyncExternalStore } from 'react';

/** dnd-kit's part of Website Structure (about 13 KiB gzip): loaded when the pointer first needs it. */
export type DragKit = typeof import('./SortableDnd');

let kit: DragKit | null = null;
let loading: Promise<DragKit> | null = null;
const listeners = new Set<() => void>();
/** The tree row that held the keyboard focus when the kit arrived (its rows are drawn anew). */
let focusedRow: string | null = null;

/**
 * Starts loading dragging by pointer, once: when the pointer enters Website Structure or touches
 * it, well before it can press on a grip. The keyboard never needs it (Alt+Up and Alt+Down move
 * rows in the tree). A failed load is tried again at the next call.
 */
export function loadDragKit(): Promise<DragKit> {
  loading ??= import('./SortableDnd').then(
    (loaded) => {
      const row = document.activeElement?.closest<HTMLElement>('[data-tree-key]');
      focusedRow = row?.dataset.treeKey ?? null;
      kit = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The drag kit once loaded, else null (rows are then drawn the same way, without dragging). */
export function useDragKit(): DragKit | null {
  return useSyncExternalStore(
    subscribe,
    () => kit,
    () => null,
  );
}

/**
 * The tree row to focus again once the kit's rows replaced the plain ones (null when none was
 * focused); answered once.
 */
export function takeFocusedRow(): string | null {
  const row = focusedRow;
  focusedRow = null;
  return row;
}
