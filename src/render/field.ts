import { fillName } from '../model/coach-name';
import { isFilled } from '../model/element-fill';
import { ELEMENT_TYPES } from '../model/element-types';
import type { FieldDef } from '../model/fields';
import type { Element } from '../model/website';

export function fieldDef(element: Element, name: string): FieldDef | undefined {
  if (!Object.hasOwn(ELEMENT_TYPES, element.type)) return undefined;
  return ELEMENT_TYPES[element.type].fields.find((f) => f.name === name);
}

/** The coach's own words in a field, with {name} filled in; '' while the field is empty. */
export function fieldValue(element: Element, name: string, coachName: string): string {
  const value = element.content[name];
  return isFilled(value) ? fillName(value, coachName) : '';
}

/**
 * What an empty field falls back to. In the builder, its registry placeholder. On the page nothing,
 * except a link's address: its placeholder ('#calendar') is where the button goes, not sample text.
 */
export function fieldFallback(element: Element, name: string, builder: boolean): string {
  const def = fieldDef(element, name);
  if (!def) return '';
  return builder || def.kind === 'url' ? def.placeholder : '';
}

/** The field's text, or what it falls back to while it is empty (see fieldFallback). */
export function fieldText(
  element: Element,
  name: string,
  coachName: string,
  builder: boolean,
): string {
  return fieldValue(element, name, coachName) || fieldFallback(element, name, builder);
}

export function fieldFlag(element: Element, name: string): boolean {
  return element.content[name] === true;
}
