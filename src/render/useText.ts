import type { Element } from '../model/website';
import { useRender } from './context';
import { fieldFlag, fieldText } from './field';

/** Reads an element's fields: its text or the placeholder, with the coach's name filled in. */
export function useFields(element: Element) {
  const { coachName } = useRender();
  return {
    text: (name: string) => fieldText(element, name, coachName),
    flag: (name: string) => fieldFlag(element, name),
  };
}
