import { DEFAULT_COACH_NAME, fillName } from '../../../../model/coach-name';
import { ELEMENT_TYPES } from '../../../../model/element-types';
import { fileImageName } from '../../../../model/files/image-url';
import type { Element } from '../../../../model/website';

/** A picture from the coach's files is named by its file name, not its address. */
function fileNameOf(value: string | undefined): string | null {
  return value === undefined ? null : fileImageName(value);
}

/**
 * How an element is named in the structure panel: its type and the start of the text the page
 * shows for it (a heading's rich text before its plain fallback), with {name} read as the page
 * reads it: the coach's name, or the page's placeholder while they have not given one.
 */
export function elementLabel(element: Element, coachName: string = DEFAULT_COACH_NAME): string {
  const def = ELEMENT_TYPES[element.type];
  const preferred = ['title', 'html', 'text', 'label', 'author', 'price', 'alt'];
  const names = [...preferred, ...(def?.fields.map((f) => f.name) ?? [])];
  const first = names
    .map((name) => element.content[name])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const raw = fileNameOf(first) ?? first;
  const text =
    raw === undefined
      ? undefined
      : fillName(raw, coachName)
          .replace(/<[^>]*>/g, '')
          .trim();
  const type = def?.label ?? element.type;
  return text ? `${type}: ${text.length > 40 ? `${text.slice(0, 40)}…` : text}` : type;
}
