import type { Element } from '../../model/website';
import { useElementProps } from '../element-props';
import { useFields } from '../useText';

/** A quote with the client's initial, name and role. */
export function TestimonialCard({ element, className }: { element: Element; className?: string }) {
  const props = useElementProps(
    element,
    `flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-md ${className ?? ''}`,
  );
  const { show } = useFields(element);
  return (
    <figure {...props}>
      <blockquote className="text-base leading-relaxed">“{show('text')}”</blockquote>
      <figcaption className="mt-auto flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-[var(--cs-primary)] font-bold text-white"
        >
          {show('initial')}
        </span>
        <span>
          <span className="block font-semibold">{show('author')}</span>
          <span className="block text-sm opacity-75">{show('title')}</span>
        </span>
      </figcaption>
    </figure>
  );
}
