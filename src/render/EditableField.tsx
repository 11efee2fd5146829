import { useState, useSyncExternalStore } from 'react';
import type { ElementType, FieldName } from '../model/element-types';
import type { ElementOf } from '../model/website';
import { useRender } from './context';
import { fieldMarkup } from './field-markup';
import { useSanitizerLoaded } from './sanitize';

const never = () => () => {};

type Props<T extends ElementType> = { element: ElementOf<T>; name: FieldName<T> };

/**
 * Builder canvas only: a field's text in a span marked with the field's name, so a click can edit
 * it in place. While the coach types in it the span keeps the markup it had when editing began,
 * so React never rewrites the text under the caret; when editing ends it shows the stored value.
 */
export function EditableField<T extends ElementType>({ element, name }: Props<T>) {
  const { coachName, editing } = useRender();
  const active = useSyncExternalStore(
    editing?.subscribe ?? never,
    () => editing?.isEditing(element.id, name) ?? false,
    () => false,
  );
  // Rich text that needed the full sanitiser is drawn again once it has loaded (sanitize-browser.ts).
  useSanitizerLoaded();
  const { html, empty } = fieldMarkup(element, name, coachName);
  const [shown, setShown] = useState(html);
  if (!active && shown !== html) setShown(html);
  return (
    <span
      data-field={name}
      data-empty={empty ? '' : undefined}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
