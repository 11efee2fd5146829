import type { Element } from '../../../../model/website';
import { BUTTON_CLASS } from '../../../elements/Button';
import { useElementProps } from '../../../element-props';
import { SafeLink } from '../../../SafeLink';
import { useFields } from '../../../useText';
import { H3_CLASS } from '../layout';

/** A 'Ways to Work Together' card: title, description and a button to its link. */
export function OfferCard({ element }: { element: Element }) {
  const props = useElementProps(
    element,
    'group relative flex flex-col gap-4 rounded-3xl bg-white p-7 text-slate-700 shadow-[0_24px_60px_-32px_rgb(46_16_101/0.5)] ring-1 ring-slate-900/5 transition hover:-translate-y-1 sm:p-8',
  );
  const { text, show } = useFields(element);
  return (
    <div {...props}>
      <span aria-hidden="true" className="h-1 w-12 rounded-full bg-[var(--cs-accent)]" />
      <h3 className={H3_CLASS}>{show('title')}</h3>
      <p className="leading-relaxed">{show('description')}</p>
      <SafeLink href={text('url')} className={`${BUTTON_CLASS} mt-auto w-full`}>
        {show('buttonText')}
      </SafeLink>
    </div>
  );
}
