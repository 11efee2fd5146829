import type { Element } from '../../../../model/website';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';

/** A 'Who I Work With' line with a gold check mark. */
export function ListItem({ element, as: Tag = 'li' }: { element: Element; as?: 'li' | 'p' }) {
  const props = useElementProps(
    element,
    'flex items-start gap-4 rounded-2xl bg-white px-5 py-4 text-base leading-relaxed text-slate-800 shadow-sm ring-1 ring-slate-900/5 sm:text-lg',
  );
  return (
    <Tag {...props}>
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-[var(--cs-accent)] text-slate-950"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span>{useFields(element).show('text')}</span>
    </Tag>
  );
}
