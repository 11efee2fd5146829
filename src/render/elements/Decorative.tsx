import type { Element } from '../../model/website';
import { useElementProps } from '../element-props';
import { useFields } from '../useText';

export function GradientText({ element, className }: { element: Element; className?: string }) {
  const props = useElementProps(
    element,
    `bg-gradient-to-r from-[var(--cs-primary)] to-[var(--cs-accent)] bg-clip-text font-[family-name:var(--cs-heading-font)] text-3xl font-extrabold text-transparent md:text-5xl ${className ?? ''}`,
  );
  return <p {...props}>{useFields(element).show('text')}</p>;
}

export function RotatedHeading({ element, className }: { element: Element; className?: string }) {
  const props = useElementProps(
    element,
    `inline-block -rotate-2 bg-[var(--cs-accent)] px-4 py-1 font-[family-name:var(--cs-heading-font)] text-2xl font-extrabold uppercase text-slate-900 md:text-3xl ${className ?? ''}`,
  );
  return <h3 {...props}>{useFields(element).show('text')}</h3>;
}
