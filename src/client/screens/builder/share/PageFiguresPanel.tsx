import { BarChart3 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { conversionRate } from '../../../../model/analytics/analytics';
import { calendarName } from '../../../../model/analytics/booking-calendar';
import { dayOf, lastDays } from '../../../../model/analytics/date-range';
import { useAnalytics } from '../../../app/analytics-queries';
import { failureMessage } from '../../../lib/api';
import { buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { PanelHeading } from './PanelHeading';
import { usePublishInfo } from './publish-status';
import type { BuilderStore } from '../state/builder-store';

const number = new Intl.NumberFormat('en-US');

/** The live page's last seven days: views, visitors, leads and booked calls. */
export function PageFiguresPanel({ websiteId, store }: { websiteId: number; store: BuilderStore }) {
  const headingId = useId();
  const everPublished = usePublishInfo(store).slug !== null;
  const [week] = useState(() => lastDays(dayOf(Date.now()), 7));
  const figures = useAnalytics({ websiteId, ...week });
  const data = figures.data;
  const tiles = data
    ? [
        { label: 'Page views', value: number.format(data.views) },
        { label: 'Visitors', value: number.format(data.visitors) },
        {
          label: 'Leads',
          value: number.format(data.leads),
          note: rateNote(data.leads, data.visitors, 'of visitors'),
        },
        {
          label: 'Booked calls',
          value: data.bookingsSource === 'crm' ? number.format(data.bookings) : '–',
          note:
            data.bookingsSource === 'crm'
              ? rateNote(data.bookings, data.leads, 'of leads')
              : data.bookingsSource === 'other-calendar'
                ? `Not counted: booked through ${calendarName(data.otherCalendars[0]?.host ?? '')}`
                : 'Needs GoHighLevel',
        },
      ]
    : [];
  return (
    <Card role="region" aria-labelledby={headingId} className="grid gap-4 p-5">
      <PanelHeading
        id={headingId}
        icon={BarChart3}
        title="Last 7 days"
        subtitle="How your live page is doing, counted without cookies."
      />
      {figures.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon /> Loading figures...
        </p>
      )}
      {figures.isError && (
        <p className="text-destructive text-sm">{failureMessage(figures.error)}</p>
      )}
      {data && !everPublished && data.views === 0 && (
        <p className="text-sm text-slate-600">
          Visits are counted from the moment you publish: share the live link and they show here.
        </p>
      )}
      {data && (everPublished || data.views > 0) && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-md bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{tile.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{tile.value}</dd>
              {tile.note && <dd className="text-xs text-slate-600">{tile.note}</dd>}
            </div>
          ))}
        </dl>
      )}
      <Link
        to={`/content-analytics?website=${websiteId}`}
        target="_blank"
        className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
      >
        Open Content Analytics
      </Link>
    </Card>
  );
}

function rateNote(count: number, of: number, what: string): string {
  const rate = conversionRate(count, of);
  return rate === null ? '' : `${rate}% ${what}`;
}
