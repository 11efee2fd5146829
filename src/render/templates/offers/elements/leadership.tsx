import { Check } from 'lucide-react';
import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { HEADING_FONT, type OfferElementProps } from './tones';

/** One pillar of the programme, numbered. */
export function LeadershipPillar({ element, className }: OfferElementProps<'leadership-pillar'>) {
  const props = useElementProps(
    element,
    cn(
      'flex h-full flex-col gap-3 rounded-2xl border-t-4 border-[var(--cs-accent)] bg-white p-7 text-left shadow-sm',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <article {...props}>
      {shows('number') && (
        <p className={cn(HEADING_FONT, 'text-4xl font-bold text-[var(--cs-accent)]')}>
          {show('number')}
        </p>
      )}
      {shows('title') && (
        <h3 className={cn(HEADING_FONT, 'text-xl font-bold text-slate-900')}>{show('title')}</h3>
      )}
      {shows('description') && (
        <p className="leading-relaxed text-slate-600">{show('description')}</p>
      )}
    </article>
  );
}

/** A result figure on a dark card, e.g. '87% of graduates were promoted'. */
export function TransformationMetric({
  element,
  className,
}: OfferElementProps<'transformation-metric'>) {
  const props = useElementProps(
    element,
    cn(
      'flex w-full max-w-xl items-center gap-5 rounded-2xl border-l-4 border-[var(--cs-accent)] bg-slate-800 p-5 text-left text-white shadow-xl sm:p-6',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <div {...props}>
      {shows('percentage') && (
        <p className={cn(HEADING_FONT, 'shrink-0 text-4xl font-bold sm:text-5xl')}>
          {show('percentage')}
        </p>
      )}
      {shows('description') && <p className="leading-snug text-slate-200">{show('description')}</p>}
    </div>
  );
}

/** A part of the programme, on a dark card. */
export function ExecutiveFeature({ element, className }: OfferElementProps<'executive-feature'>) {
  const props = useElementProps(
    element,
    cn(
      'flex h-full flex-col gap-4 rounded-2xl bg-slate-800 p-7 text-left text-white ring-1 ring-white/10',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <article {...props}>
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-full bg-[var(--cs-accent)]"
      >
        <Check className="size-5 text-white" />
      </span>
      {shows('title') && (
        <h3 className={cn(HEADING_FONT, 'text-xl font-semibold')}>{show('title')}</h3>
      )}
      {shows('description') && (
        <p className="leading-relaxed text-slate-300">{show('description')}</p>
      )}
    </article>
  );
}
