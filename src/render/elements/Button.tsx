import type { FieldName } from '../../model/element-types';
import type { Element } from '../../model/website';
import { useElementProps } from '../element-props';
import { SafeLink } from '../SafeLink';
import { useFields } from '../useText';

export const BUTTON_CLASS =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-[var(--cs-primary)] px-7 py-3 text-center font-semibold text-white shadow-md transition hover:brightness-110 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[var(--cs-accent)]';

/** A call-to-action link styled as a button; its address is limited to safe schemes. No label, no button. */
export function Button({
  element,
  className,
  label = 'text',
}: {
  element: Element;
  className?: string;
  label?: FieldName;
}) {
  const props = useElementProps(element, `${BUTTON_CLASS} ${className ?? ''}`);
  const { text, show, shows } = useFields(element);
  if (!shows(label)) return null;
  return (
    <SafeLink href={text('url')} {...props}>
      {show(label)}
    </SafeLink>
  );
}

export function TextLink({ element, className }: { element: Element; className?: string }) {
  const props = useElementProps(
    element,
    `font-semibold text-[var(--cs-primary)] underline underline-offset-4 hover:no-underline ${className ?? ''}`,
  );
  const { text, show, shows } = useFields(element);
  if (!shows('text')) return null;
  return (
    <SafeLink href={text('url')} {...props}>
      {show('text')}
    </SafeLink>
  );
}
