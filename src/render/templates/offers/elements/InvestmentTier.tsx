import { Check } from 'lucide-react';
import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { CardButton } from './CardButton';
import { HEADING_FONT, type OfferElementProps } from './tones';

const FEATURES = ['feature1', 'feature2', 'feature3'] as const;

/** A leadership programme tier; the featured one is marked 'Executive Level' with a highlighted border. */
export function InvestmentTier({ element, className }: OfferElementProps<'investment-tier'>) {
  const { show, shows, flag } = useFields(element);
  const featured = flag('featured');
  const props = useElementProps(
    element,
    cn(
      'relative flex h-full flex-col rounded-3xl p-8 text-left',
      featured
        ? 'border-2 border-[var(--cs-accent)] bg-[var(--cs-primary)] text-white shadow-2xl'
        : 'border border-slate-200 bg-white text-slate-800 shadow-sm',
      className,
    ),
  );
  const muted = featured ? 'text-slate-300' : 'text-slate-600';
  return (
    <article {...props}>
      {featured && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-[var(--cs-accent)] px-4 py-1.5 text-xs font-bold tracking-widest whitespace-nowrap text-white uppercase shadow-md">
          Executive Level
        </p>
      )}
      {shows('title') && (
        <h3 className={cn(HEADING_FONT, 'text-2xl font-bold')}>{show('title')}</h3>
      )}
      {shows('price') && (
        <p className={cn(HEADING_FONT, 'mt-4 text-4xl font-bold tracking-tight')}>
          {show('price')}
        </p>
      )}
      {shows('description') && (
        <p className={cn('mt-3 leading-relaxed', muted)}>{show('description')}</p>
      )}
      <ul
        className={cn(
          'mt-6 flex flex-1 flex-col gap-3 border-t pt-6',
          featured ? 'border-white/15' : 'border-slate-200',
        )}
      >
        {FEATURES.filter(shows).map((name) => (
          <li key={name} className="flex items-start gap-3">
            <Check
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                featured ? 'text-white' : 'text-[var(--cs-accent)]',
              )}
            />
            <span>{show(name)}</span>
          </li>
        ))}
      </ul>
      {shows('buttonText') && (
        <CardButton element={element} className={featured ? 'bg-[var(--cs-accent)]' : ''}>
          {show('buttonText')}
        </CardButton>
      )}
    </article>
  );
}
