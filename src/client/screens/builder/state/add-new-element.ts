import type { ElementContent } from '../../../../model/element-content';
import { ELEMENT_TYPES, type ElementType } from '../../../../model/element-types';
import type { Section } from '../../../../model/website';
import type { BuilderStore } from './builder-store';
import { nextTempId } from './temp-ids';

/**
 * Adds a new element of `type` at the end of `section` (one undoable edit, saved like any other),
 * with its type's default styles; answers its temporary id, for selecting it.
 */
export function addNewElement(
  store: BuilderStore,
  section: Section,
  type: ElementType,
  content: ElementContent = {},
): number {
  const id = nextTempId();
  store.dispatch({
    type: 'add-element',
    sectionId: section.id,
    element: {
      id,
      sectionId: section.id,
      type,
      order: section.elements.length,
      content,
      styles: { ...ELEMENT_TYPES[type].defaultStyles },
      version: 1,
    },
  });
  return id;
}
