import type { Element } from '../../model/website';
import { EditableField } from '../EditableField';
import { withCoachName } from '../field';
import { useRender } from '../context';
import { useElementProps } from '../element-props';
import { RichText } from '../RichText';
import { useFields } from '../useText';

/** A heading: its markup (sanitised) when set, else its plain text, else the placeholder. */
export function Heading({
  element,
  className,
  as = 'h2',
}: {
  element: Element;
  className?: string;
  as?: 'h1' | 'h2' | 'h3';
}) {
  const props = useElementProps(
    element,
    `font-[family-name:var(--cs-heading-font)] font-bold leading-tight ${className ?? 'text-3xl md:text-4xl'}`,
  );
  const { coachName, mode } = useRender();
  const html = element.content.html;
  const { show } = useFields(element);
  const Tag = as;
  if (mode === 'edit') {
    // On the canvas the heading is edited as rich text; while it is empty it shows 'Plain text'.
    return (
      <Tag {...props}>
        <EditableField element={element} name="html" />
      </Tag>
    );
  }
  if (typeof html === 'string' && html.trim() !== '') {
    return <RichText as={as} html={withCoachName(html, coachName)} {...props} />;
  }
  return <Tag {...props}>{show('text')}</Tag>;
}
