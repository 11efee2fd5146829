import { createElement, type ReactNode } from 'react';
import type { Element } from '../model/website';
import { useRender } from './context';
import { fieldFallback, fieldFlag, fieldText, fieldValue } from './field';
import { Placeholder } from './Placeholder';

export type Fields = {
  /**
   * The field as plain text (attributes, labels): the coach's words with {name} filled in. Empty,
   * it is its placeholder in the builder and '' on the page (a link keeps its default address).
   */
  text: (name: string) => string;
  /** The field to draw: the coach's words; empty, its placeholder greyed in the builder, else nothing. */
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
  const placeholder = (name: string) => (builder ? fieldFallback(element, name, true) : '');
  return {
    text: (name) => fieldText(element, name, coachName, builder),
    show: (name) => {
      const value = fieldValue(element, name, coachName);
      if (value) return value;
      const hint = placeholder(name);
      return hint ? createElement(Placeholder, { text: hint }) : null;
    },
    shows: (name) => fieldValue(element, name, coachName) !== '' || placeholder(name) !== '',
    flag: (name) => fieldFlag(element, name),
  };
}
