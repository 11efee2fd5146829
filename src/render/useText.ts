import { createElement, type ReactNode } from 'react';
import type { Element } from '../model/website';
import { useRender } from './context';
import { EditableField } from './EditableField';
import { fieldFlag, fieldText } from './field';

/** Reads an element's fields: its text or the placeholder, with the coach's name filled in. */
export function useFields(element: Element) {
  const { coachName, mode } = useRender();
  const text = (name: string) => fieldText(element, name, coachName);
  return {
    text,
    flag: (name: string) => fieldFlag(element, name),
    /**
     * The field as page content: its text, and on the builder canvas a span marked with the
     * field's name (`data-field`) that the coach can click and type into. Published pages and
     * the preview get the plain text.
     */
    show: (name: string): ReactNode =>
      mode === 'edit' ? createElement(EditableField, { element, name }) : text(name),
  };
}
