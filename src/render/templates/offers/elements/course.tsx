import { Clock, Gift, ShieldCheck } from 'lucide-react';
import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { ACCENT_INK, ACCENT_TINT, PRIMARY_TINT, type OfferElementProps } from './tones';

/** A headline figure, e.g. '2,400+ Students enrolled'. */
export function StatsCard({ element, className }: OfferElementProps<'stats-card'>) {
  const props = useElementProps(
    element,
    cn(
      'flex flex-col items-center justify-center rounded-2xl bg-white px-2 py-4 text-center shadow-lg sm:px-4 sm:py-5',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <div {...props}>
      {shows('number') && (
        <p className="text-2xl font-extrabold tracking-tight text-[var(--cs-primary)] sm:text-4xl">
          {show('number')}
        </p>
      )}
      {shows('label') && (
        <p className="mt-1 text-xs font-medium text-slate-600 sm:text-sm">{show('label')}</p>
      )}
    </div>
  );
}

/** One module of the course: its number, title, what it covers and how long it takes. */
export function CourseModule({ element, className }: OfferElementProps<'course-module'>) {
  const props = useElementProps(
    element,
    cn(
      'flex flex-col gap-3 rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start sm:gap-6',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <article {...props}>
      {shows('module') && (
        <p
          className={cn(
            'w-fit shrink-0 rounded-lg px-3 py-1.5 text-sm font-bold text-[var(--cs-primary)] sm:w-28 sm:text-center',
            PRIMARY_TINT,
          )}
        >
          {show('module')}
        </p>
      )}
      <div className="flex-1">
        {shows('title') && <h3 className="text-lg font-bold text-slate-900">{show('title')}</h3>}
        {shows('description') && (
          <p className="mt-1 leading-relaxed text-slate-600">{show('description')}</p>
        )}
      </div>
      {shows('duration') && (
        <p className="flex shrink-0 items-center gap-1.5 text-sm font-medium text-slate-600">
          <Clock aria-hidden="true" className="size-4" />
          {show('duration')}
        </p>
      )}
    </article>
  );
}

/** A bonus that comes with the course, with what it is worth. */
export function BonusItem({ element, className }: OfferElementProps<'bonus-item'>) {
  const props = useElementProps(
    element,
    cn(
      'flex h-full flex-col gap-4 rounded-2xl bg-white p-7 text-left shadow-md ring-1 ring-slate-200',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <article {...props}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-xl bg-[var(--cs-primary)] text-white"
        >
          <Gift className="size-6" />
        </span>
        {shows('value') && (
          <p className={cn('rounded-full px-3 py-1 text-sm font-bold', ACCENT_TINT, ACCENT_INK)}>
            {show('value')}
          </p>
        )}
      </div>
      {shows('title') && <h3 className="text-xl font-bold text-slate-900">{show('title')}</h3>}
      {shows('description') && (
        <p className="leading-relaxed text-slate-600">{show('description')}</p>
      )}
    </article>
  );
}

/** The money-back promise under the prices. */
export function GuaranteeBadge({ element, className }: OfferElementProps<'guarantee-badge'>) {
  const props = useElementProps(
    element,
    cn(
      'mx-auto flex w-full max-w-2xl flex-col items-center gap-5 rounded-3xl border-2 border-dashed border-slate-300 bg-white p-6 text-center sm:flex-row sm:p-8 sm:text-left',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <div {...props}>
      <span
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-[var(--cs-primary)] text-white shadow-lg"
      >
        <ShieldCheck className="size-10" />
      </span>
      <div>
        {shows('duration') && (
          <p className="text-2xl font-extrabold text-slate-900">{show('duration')}</p>
        )}
        {shows('text') && <p className="mt-1 leading-relaxed text-slate-600">{show('text')}</p>}
      </div>
    </div>
  );
}
