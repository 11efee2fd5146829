import { conversionRate, type AnalyticsAnswer } from '../../../../model/analytics/analytics';
import { otherCalendarsNote } from '../../../../model/analytics/booking-calendar';
import { Card } from '../../../ui/card';

const number = new Intl.NumberFormat('en-US');

function rate(count: number, of: number): string {
  const value = conversionRate(count, of);
  return value === null ? '–' : `${value}%`;
}

/** Visitors, then leads, then booked calls, each with how many of the step before it came through. */
export function Funnel({ figures }: { figures: AnalyticsAnswer }) {
  const steps = [
    {
      label: 'Visitors',
      value: figures.visitors,
      note: `${number.format(figures.views)} page ${figures.views === 1 ? 'view' : 'views'}`,
    },
    {
      label: 'Leads',
      value: figures.leads,
      note: `${rate(figures.leads, figures.visitors)} of visitors`,
    },
    {
      label: 'Booked calls',
      value: figures.bookingsSource === 'crm' ? figures.bookings : null,
      note:
        figures.bookingsSource === 'crm'
          ? `${rate(figures.bookings, figures.leads)} of leads`
          : 'Not counted',
    },
  ];
  const widest = Math.max(1, figures.visitors, figures.leads, figures.bookings);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Funnel</h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-3" aria-label="Visitors to leads to booked calls">
        {steps.map((step) => (
          <li key={step.label} className="grid gap-1">
            <span className="text-sm font-medium text-slate-600">{step.label}</span>
            <span className="text-3xl font-bold tabular-nums" data-figure={step.label}>
              {step.value === null ? '–' : number.format(step.value)}
            </span>
            {step.value !== null && (
              <span
                aria-hidden="true"
                className="h-2 rounded-full bg-indigo-600"
                style={{ width: `${Math.max(2, (step.value / widest) * 100)}%` }}
              />
            )}
            <span className="text-sm text-slate-600">{step.note}</span>
          </li>
        ))}
      </ol>
      {figures.bookingsSource === 'not-connected' && (
        <p className="mt-4 text-sm text-slate-600">
          Connect GoHighLevel in a website’s CRM tab to count the calls your leads book.
        </p>
      )}
      {figures.otherCalendars.length > 0 && (
        <p className="mt-4 text-sm text-slate-600" data-testid="other-calendars">
          {otherCalendarsNote(figures.otherCalendars, figures.bookingsSource === 'other-calendar')}
        </p>
      )}
      {figures.bookingsSource === 'no-calendars' && (
        <p className="mt-4 text-sm text-slate-600">
          Your CRM has no calendars Coachsite reads, so booked calls are not counted.
        </p>
      )}
      {figures.bookingsSource === 'unavailable' && (
        <p className="mt-4 text-sm text-amber-800">
          Your CRM could not be reached, so booked calls are not counted right now. Try again in a
          minute.
        </p>
      )}
    </Card>
  );
}
