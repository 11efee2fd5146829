import { useSyncExternalStore } from 'react';

export type ToastKind = 'default' | 'success' | 'error' | 'destructive';

export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  kind: ToastKind;
  open: boolean;
};

/** Spec point 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function toast(input: { title: string; description?: string; kind?: ToastKind }): number {
  const id = nextId++;
  const item: ToastItem = { id, kind: 'default', ...input, open: true };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
