import { ELEMENT_TYPES } from '../../../../model/element-types';
import type { Element } from '../../../../model/website';

/**
 * How an element is named in the structure panel: its type and the start of the text the page
 * shows for it (a heading's rich text before its plain fallback).
 */
export function elementLabel(element: Element): string {
  const def = ELEMENT_TYPES[element.type];
  const preferred = ['title', 'html', 'text', 'label', 'author', 'price'];
  const names = [...preferred, ...(def?.fields.map((f) => f.name) ?? [])];
  const first = names
    .map((name) => element.content[name])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const text = first?.replace(/<[^>]*>/g, '').trim();
  const type = def?.label ?? element.type;
  return text ? `${type}: ${text.length > 40 ? `${text.slice(0, 40)}…` : text}` : type;
}
