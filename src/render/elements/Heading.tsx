import { fillName } from '../../model/coach-name';
import type { Element } from '../../model/website';
import { isFilled } from '../../model/element-fill';
import { EditableField } from '../EditableField';
import { useRender } from '../context';
import { useElementProps } from '../element-props';
import { RichText } from '../RichText';
import { useFields } from '../useText';

/**
 * A heading: its markup (sanitised) when set, else its plain text; with neither, the placeholder
 * in the builder and nothing on the page.
 */
export function Heading({
  element,
  className,
  as = 'h2',
}: {
  element: Element;
  className?: string;
  as?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <HeadingText
      element={element}
      as={as}
      className={`font-bold leading-tight ${className ?? 'text-3xl md:text-4xl'}`}
    />
  );
}

/** A heading element's words in the given tag and classes (over the heading font), as Heading draws them. */
export function HeadingText({
  element,
  className,
  as,
}: {
  element: Element;
  className: string;
  as: 'h1' | 'h2' | 'h3' | 'p';
}) {
  const props = useElementProps(element, `font-[family-name:var(--cs-heading-font)] ${className}`);
  const { coachName, mode } = useRender();
  const html = element.content.html;
  const { show, shows } = useFields(element);
  const Tag = as;
  if (mode === 'edit') {
    // On the canvas the heading is edited as rich text; while it is empty it shows 'Plain text'.
    return (
      <Tag {...props}>
        <EditableField element={element} name="html" />
      </Tag>
    );
  }
  if (isFilled(html)) {
    return <RichText as={as} html={fillName(html, coachName)} {...props} />;
  }
  if (!shows('text')) return null;
  return <Tag {...props}>{show('text')}</Tag>;
}
