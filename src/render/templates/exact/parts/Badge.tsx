import type { Element } from '../../../../model/website';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';

/** A small gold-edged pill ('5 Days Only', 'Limited Spots'). */
export function Badge({ element }: { element: Element }) {
  const props = useElementProps(
    element,
    'inline-flex items-center gap-2 rounded-full border border-[var(--cs-accent)] bg-[var(--cs-accent)]/15 px-3.5 py-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-slate-900',
  );
  return (
    <span {...props}>
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-[var(--cs-primary)]" />
      {useFields(element).show('text')}
    </span>
  );
}
