import { ELEMENT_TYPES } from '../model/element-types';
import type { Element } from '../model/website';

export const DEFAULT_COACH_NAME = 'Your Name';

export function withCoachName(text: string, coachName: string): string {
  return text.replaceAll('{name}', coachName);
}

/** The field's text, or its registry placeholder while it is empty, with {name} filled in. */
export function fieldText(element: Element, name: string, coachName: string): string {
  const value = element.content[name];
  if (typeof value === 'string' && value.trim() !== '') return withCoachName(value, coachName);
  const def = ELEMENT_TYPES[element.type]?.fields.find((f) => f.name === name);
  return withCoachName(def?.placeholder ?? '', coachName);
}

export function fieldFlag(element: Element, name: string): boolean {
  return element.content[name] === true;
}

/** Elements of a section in ascending order (ties keep their id order). */
export function sortedElements<T extends { order: number; id: number }>(
  elements: readonly T[],
): T[] {
  return [...elements].sort((a, b) => a.order - b.order || a.id - b.id);
}
