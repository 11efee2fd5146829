import { CalendarDays, Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { HEADING_FONT, type OfferElementProps } from './tones';

/** One dt/dd pair; the icon sits inside the dt, since a dl's groups may hold only dt and dd. */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  if (value === null) return null;
  return (
    <div>
      <dt className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-slate-300 uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 pl-9 text-lg font-semibold">{value}</dd>
    </div>
  );
}

/** The next cohort: its name, start date, length and places. */
export function CohortInfo({ element, className }: OfferElementProps<'cohort-info'>) {
  const props = useElementProps(
    element,
    cn(
      'w-full rounded-3xl bg-[var(--cs-primary)] p-7 text-left text-white shadow-xl sm:p-10',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  const icon = 'mt-0.5 size-6 shrink-0 text-slate-300';
  return (
    <article {...props}>
      {shows('title') && (
        <h3 className={cn(HEADING_FONT, 'text-2xl font-bold md:text-3xl')}>{show('title')}</h3>
      )}
      <dl className="mt-8 grid gap-6 border-t border-white/15 pt-8 sm:grid-cols-3">
        <Fact
          icon={<CalendarDays aria-hidden="true" className={icon} />}
          label="Starts"
          value={show('startDate')}
        />
        <Fact
          icon={<Clock aria-hidden="true" className={icon} />}
          label="Duration"
          value={show('duration')}
        />
        <Fact
          icon={<Users aria-hidden="true" className={icon} />}
          label="Cohort size"
          value={show('spots')}
        />
      </dl>
    </article>
  );
}

/** A quote from a past participant, with the result they got. */
