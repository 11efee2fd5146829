import { fillName } from '../model/coach-name';
import { ELEMENT_TYPES } from '../model/element-types';
import type { Element } from '../model/website';
import { fieldText } from './field';
import { sanitizeRichText } from './sanitize';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export function isRichField(element: Element, name: string): boolean {
  const fields = ELEMENT_TYPES[element.type]?.fields ?? [];
  return fields.some((f) => f.name === name && f.kind === 'richtext');
}

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The plain field an empty rich one shows instead (a heading's 'Plain text'), if its type has one. */
export function plainFallback(element: Element, name: string): string | undefined {
  if (!isRichField(element, name)) return undefined;
  const fields = ELEMENT_TYPES[element.type]?.fields ?? [];
  return fields.find((f) => f.name === 'text' && f.kind !== 'richtext')?.name;
}

/**
 * A field as the canvas shows it, as markup: rich text sanitised, plain text escaped, with the
 * coach's name filled in. An empty rich field shows its plain fallback field, else the
 * placeholder; `empty` says that only a placeholder is showing.
 */
export function fieldMarkup(
  element: Element,
  name: string,
  coachName: string,
): { html: string; empty: boolean } {
  const value = element.content[name];
  const rich = isRichField(element, name);
  if (rich && filled(value)) {
    return { html: sanitizeRichText(fillName(value, coachName)), empty: false };
  }
  if (!rich && filled(value)) {
    return { html: escapeHtml(fieldText(element, name, coachName, true)), empty: false };
  }
  const fallback = plainFallback(element, name);
  if (fallback !== undefined) {
    return {
      html: escapeHtml(fieldText(element, fallback, coachName, true)),
      empty: !filled(element.content[fallback]),
    };
  }
  return { html: escapeHtml(fieldText(element, name, coachName, true)), empty: true };
}
