import type { Element } from '../../../../model/website';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { H3_CLASS } from '../layout';

/**
 * One of the 'What I Support You To Become' points. The grid around it resets a CSS counter, so
 * each card shows its number (01, 02, 03) without it being copy.
 */
export function PointCard({ element }: { element: Element }) {
  const props = useElementProps(
    element,
    'relative flex flex-col gap-3 overflow-hidden rounded-3xl bg-white p-7 text-slate-700 shadow-[0_20px_50px_-30px_rgb(46_16_101/0.45)] ring-1 ring-slate-900/5 [counter-increment:point] before:font-[family-name:var(--cs-heading-font)] before:text-5xl before:font-bold before:leading-none before:text-[var(--cs-accent)] before:content-[counter(point,decimal-leading-zero)] sm:p-8',
  );
  const { show } = useFields(element);
  return (
    <div {...props}>
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-[var(--cs-primary)] to-[var(--cs-accent)]"
      />
      <h3 className={H3_CLASS}>{show('title')}</h3>
      <p className="leading-relaxed">{show('description')}</p>
    </div>
  );
}
