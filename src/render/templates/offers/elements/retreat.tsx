import type { ReactNode } from 'react';
import { CalendarDays, Hourglass, Leaf, MapPin } from 'lucide-react';
import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import {
  ACCENT_INK,
  ACCENT_TINT,
  HEADING_FONT,
  PRIMARY_TINT,
  type OfferElementProps,
} from './tones';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  if (value === null) return null;
  return (
    <p className="flex items-center gap-3">
      {icon}
      <span>
        <span className="block text-xs font-semibold tracking-[0.2em] text-stone-600 uppercase">
          {label}
        </span>
        <span className="block text-lg font-semibold text-stone-900">{value}</span>
      </span>
    </p>
  );
}

/** When and where the retreat takes place. */
export function RetreatDate({ element, className }: OfferElementProps<'retreat-date'>) {
  const props = useElementProps(
    element,
    cn(
      'flex w-full max-w-2xl flex-col gap-4 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-stone-200 sm:flex-row sm:justify-around sm:gap-8 sm:px-8',
      className,
    ),
  );
  const { show } = useFields(element);
  const icon = 'size-7 shrink-0 text-[var(--cs-primary)]';
  return (
    <div {...props}>
      <Fact
        icon={<CalendarDays aria-hidden="true" className={icon} />}
        label="Dates"
        value={show('date')}
      />
      <Fact
        icon={<MapPin aria-hidden="true" className={icon} />}
        label="Location"
        value={show('location')}
      />
    </div>
  );
}

/** One part of the retreat experience. */
export function RetreatFeature({ element, className }: OfferElementProps<'retreat-feature'>) {
  const props = useElementProps(
    element,
    cn(
      'flex h-full flex-col gap-4 rounded-3xl bg-white p-7 text-left shadow-sm ring-1 ring-stone-200',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <article {...props}>
      <span
        aria-hidden="true"
        className={cn('flex size-12 items-center justify-center rounded-full', PRIMARY_TINT)}
      >
        <Leaf className="size-6 text-[var(--cs-primary)]" />
      </span>
      {shows('title') && (
        <h3 className={cn(HEADING_FONT, 'text-xl font-semibold text-stone-900')}>
          {show('title')}
        </h3>
      )}
      {shows('description') && (
        <p className="leading-relaxed text-stone-600">{show('description')}</p>
      )}
    </article>
  );
}

/** The retreat's price, what it includes and how it can be paid. */
export function InvestmentBox({ element, className }: OfferElementProps<'investment-box'>) {
  const props = useElementProps(
    element,
    cn('flex w-full flex-col items-center gap-5 text-center', className),
  );
  const { show, shows } = useFields(element);
  return (
    <div {...props}>
      {shows('price') && (
        <p className={cn(HEADING_FONT, 'text-5xl font-bold text-[var(--cs-primary)] md:text-6xl')}>
          {show('price')}
        </p>
      )}
      {shows('includes') && (
        <p className="max-w-md text-lg leading-relaxed text-stone-700">{show('includes')}</p>
      )}
      {shows('payment') && (
        <p className="rounded-2xl bg-stone-100 px-4 py-1.5 text-sm font-medium text-stone-700">
          {show('payment')}
        </p>
      )}
    </div>
  );
}

/** How much time, or how many places, are left. */
export function Countdown({ element, className }: OfferElementProps<'countdown'>) {
  const props = useElementProps(
    element,
    cn(
      'flex w-fit items-center gap-2 rounded-2xl px-4 py-2 text-left text-sm font-semibold',
      ACCENT_TINT,
      ACCENT_INK,
      className,
    ),
  );
  const { show, shows } = useFields(element);
  if (!shows('time')) return null;
  return (
    <p {...props}>
      <Hourglass aria-hidden="true" className="size-4 shrink-0" />
      {show('time')}
    </p>
  );
}
