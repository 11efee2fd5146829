import type { FieldName } from '../../model/element-types';
import type { Element } from '../../model/website';
import { useElementProps } from '../element-props';
import { useFields } from '../useText';

/**
 * One text field in a tag of the template's choosing (paragraphs, subheadings, badges, list items);
 * nothing at all on the page while the field is empty.
 */
export function Text({
  element,
  field = 'text',
  as: Tag = 'p',
  className,
}: {
  element: Element;
  field?: FieldName;
  as?: 'p' | 'h2' | 'h3' | 'h4' | 'span' | 'li' | 'div';
  className?: string;
}) {
  const props = useElementProps(element, className);
  const { show, shows } = useFields(element);
  if (!shows(field)) return null;
  return <Tag {...props}>{show(field)}</Tag>;
}
