import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { CardButton } from './CardButton';
import type { OfferElementProps } from './tones';

/** A course price; the featured one carries a 'Most Popular' badge and a highlighted border. */
export function PricingOption({ element, className }: OfferElementProps<'pricing-option'>) {
  const { show, shows, flag } = useFields(element);
  const featured = flag('featured');
  const props = useElementProps(
    element,
    cn(
      'relative flex h-full flex-col rounded-3xl bg-white p-8 text-left text-slate-800',
      featured
        ? 'border-2 border-[var(--cs-primary)] shadow-2xl ring-4 ring-[color-mix(in_srgb,var(--cs-primary)_15%,transparent)]'
        : 'border border-slate-200 shadow-sm',
      className,
    ),
  );
  return (
    <article {...props}>
      {featured && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-[var(--cs-accent)] px-4 py-1.5 text-xs font-bold tracking-wider whitespace-nowrap text-slate-900 uppercase shadow-md">
          Most Popular
        </p>
      )}
      {shows('title') && <h3 className="text-xl font-bold text-slate-900">{show('title')}</h3>}
      {(shows('originalPrice') || shows('price')) && (
        <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {shows('originalPrice') && (
            <>
              <span className="sr-only">Regular price </span>
              <s className="text-lg text-slate-500">{show('originalPrice')}</s>
              {shows('price') && <span className="sr-only">, now </span>}
            </>
          )}
          {shows('price') && (
            <span className="text-4xl font-extrabold tracking-tight text-slate-900">
              {show('price')}
            </span>
          )}
        </p>
      )}
      <p className="mt-4 flex-1 leading-relaxed text-slate-600">{show('description')}</p>
      {shows('buttonText') && (
        <CardButton
          element={element}
          className={cn(
            featured
              ? ''
              : 'bg-white text-[var(--cs-primary)] shadow-none ring-2 ring-[var(--cs-primary)] ring-inset',
          )}
        >
          {show('buttonText')}
        </CardButton>
      )}
    </article>
  );
}
