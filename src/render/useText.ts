import { createElement, type ReactNode } from 'react';
import type { Element } from '../model/website';
import { useRender } from './context';
import { EditableField } from './EditableField';
import { fieldFallback, fieldFlag, fieldText, fieldValue } from './field';

export type Fields = {
  /**
   * The field as plain text (attributes, labels): the coach's words with {name} filled in. Empty,
   * it is its placeholder in the builder and '' on the page (a link keeps its default address).
   */
  text: (name: string) => string;
  /**
   * The field to draw. On the builder canvas, a span marked with the field's name (`data-field`)
   * that the coach can click and type into, an empty one showing its placeholder greyed
   * (`data-empty`); on the preview and the published page, only the coach's words (else nothing).
   */
  show: (name: string) => ReactNode;
  /** Whether `show` draws anything, so a template can leave out the tag around an empty field. */
  shows: (name: string) => boolean;
  flag: (name: string) => boolean;
};

/**
 * Reads an element's fields. Placeholders belong to the builder ('edit'); the preview and the
 * published page show only what the coach wrote.
 */
export function useFields(element: Element): Fields {
  const { coachName, mode } = useRender();
  const builder = mode === 'edit';
  return {
    text: (name) => fieldText(element, name, coachName, builder),
    show: (name) => {
      if (builder) return createElement(EditableField, { element, name });
      return fieldValue(element, name, coachName) || null;
    },
    shows: (name) =>
      fieldValue(element, name, coachName) !== '' ||
      (builder && fieldFallback(element, name, true) !== ''),
    flag: (name) => fieldFlag(element, name),
  };
}
