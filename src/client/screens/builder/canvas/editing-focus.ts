import type { EditingFocus } from '../../../../render/types';

/** Which field is being typed into on the canvas; render components read it to leave that text alone. */
export class CanvasFocus implements EditingFocus {
  private key: string | null = null;
  private readonly listeners = new Set<() => void>();

  isEditing = (elementId: number, field: string): boolean => this.key === `${elementId}:${field}`;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(target: { elementId: number; field: string } | null): void {
    const key = target ? `${target.elementId}:${target.field}` : null;
    if (key === this.key) return;
    this.key = key;
    for (const listener of this.listeners) listener();
  }
}
