import { useState, useSyncExternalStore } from 'react';
import type { Element } from '../model/website';
import { useRender } from './context';
import { fieldMarkup } from './field-markup';

const never = () => () => {};

type Props = { element: Element; name: string };

/**
 * Builder canvas only: a field's text in a span marked with the field's name, so a click can edit
 * it in place. While the coach types in it the span keeps the markup it had when editing began,
 * so React never rewrites the text under the caret; when editing ends it shows the stored value.
 */
export function EditableField({ element, name }: Props) {
  const { coachName, editing } = useRender();
  const active = useSyncExternalStore(
    editing?.subscribe ?? never,
    () => editing?.isEditing(element.id, name) ?? false,
    () => false,
  );
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
