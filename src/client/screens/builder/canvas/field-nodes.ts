import { ELEMENT_TYPES } from '../../../../model/element-types';
import type { Element } from '../../../../model/website';
import { plainFallback } from '../../../../render/field-markup';

/** Reading the canvas's editable field nodes and the values they stand for. */

export const EDITABLE_KINDS = new Set(['text', 'longtext', 'richtext']);

export function stored(element: Element, field: string): string {
  const value = element.content[field];
  return typeof value === 'string' ? value : '';
}

/** What the node showed before typing: the field, else its plain fallback, else its placeholder. */
export function sourceOf(element: Element, field: string): string {
  const fallback = plainFallback(element, field);
  const placeholder = ELEMENT_TYPES[element.type]?.fields.find(
    (f) => f.name === field,
  )?.placeholder;
  return (
    stored(element, field) || (fallback ? stored(element, fallback) : '') || (placeholder ?? '')
  );
}

export function caretToEnd(node: HTMLElement): void {
  const selection = node.ownerDocument.getSelection();
  if (!selection) return;
  selection.selectAllChildren(node);
  selection.collapseToEnd();
}

export function fieldNode(target: EventTarget | null): HTMLElement | null {
  const node = target as { closest?: (s: string) => HTMLElement | null } | null;
  return node?.closest ? node.closest('[data-field]') : null;
}
