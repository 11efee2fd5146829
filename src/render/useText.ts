import { createElement, type ReactNode } from 'react';
import type { ElementType, FieldName } from '../model/element-types';
import type { ElementOf } from '../model/website';
import { useRender } from './context';
import { EditableField } from './EditableField';
import { fieldFallback, fieldFlag, fieldText, fieldValue } from './field';

/** Read by the field's name, which must be one of the element type's fields (FieldName). */
export type Fields<Name extends string = FieldName> = {
  /**
   * The field as plain text (attributes, labels): the coach's words with {name} filled in. Empty,
   * it is its placeholder in the builder and '' on the page (a link keeps its default address).
   */
  text: (name: Name) => string;
  /**
   * The field to draw. On the builder canvas, a span marked with the field's name (`data-field`)
   * that the coach can click and type into, an empty one showing its placeholder greyed
   * (`data-empty`); on the preview and the published page, only the coach's words (else nothing).
   */
  show: (name: Name) => ReactNode;
  /** Whether `show` draws anything, so a template can leave out the tag around an empty field. */
  shows: (name: Name) => boolean;
  flag: (name: Name) => boolean;
};

/**
 * Reads an element's fields. Placeholders belong to the builder ('edit'); the preview and the
 * published page show only what the coach wrote.
 */
export function useFields<T extends ElementType>(element: ElementOf<T>): Fields<FieldName<T>> {
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
