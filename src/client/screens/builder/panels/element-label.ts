import { DEFAULT_COACH_NAME, fillName } from '../../../../model/coach-name';
import { ELEMENT_TYPES } from '../../../../model/element-types';
import { fileImageName } from '../../../../model/files/image-url';
import type { Element } from '../../../../model/website';

/** A picture from the coach's files is named by its file name, not its address. */
function fileNameOf(value: string | undefined): string | null {
  return value === undefined ? null : fileImageName(value);
}

/**
 * The whole text the page shows for an element (a heading's rich text before its plain fallback),
 * without tags, with {name} read as the page reads it: the coach's name, or the page's placeholder
 * while they have not given one. Empty when the element has no text yet.
 */
export function elementText(element: Element, coachName: string = DEFAULT_COACH_NAME): string {
  const def = ELEMENT_TYPES[element.type];
  const preferred = ['title', 'html', 'text', 'label', 'author', 'price', 'alt'];
  const names = [...preferred, ...(def?.fields.map((f) => f.name) ?? [])];
  const first = names
    .map((name) => element.content[name])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const raw = fileNameOf(first) ?? first;
  return raw === undefined
    ? ''
    : fillName(raw, coachName)
        .replace(/<[^>]*>/g, '')
        .trim();
}

/** The name of an element's type as the builder shows it ('Button'). */
export function elementTypeLabel(element: Element): string {
  return ELEMENT_TYPES[element.type]?.label ?? element.type;
}

/**
 * How an element is named in the structure panel: its type and the start of its text (see
 * elementText).
 */
export function elementLabel(element: Element, coachName: string = DEFAULT_COACH_NAME): string {
  const text = elementText(element, coachName);
  const type = elementTypeLabel(element);
  return text ? `${type}: ${text.length > 40 ? `${text.slice(0, 40)}…` : text}` : type;
}
