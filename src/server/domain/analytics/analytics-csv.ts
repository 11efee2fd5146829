import type { AnalyticsAnswer } from '../../../model/analytics/analytics';

/**
 * One row a day: what a coach pastes into a spreadsheet. Only numbers and dates: nothing to escape.
 * Booked calls on another calendar are not counted: their cells are left empty, not 0.
 */
export function analyticsCsv(answer: AnalyticsAnswer): string {
  const calls = (n: number) => (answer.bookingsSource === 'other-calendar' ? '' : n);
  const rows = answer.series.map((d) =>
    [d.date, d.views, d.visitors, d.leads, calls(d.bookings)].join(','),
  );
  const totals = [
    'Total',
    answer.views,
    answer.visitors,
    answer.leads,
    calls(answer.bookings),
  ].join(',');
  return ['Date,Views,Visitors,Leads,Booked calls', ...rows, totals].join('\r\n') + '\r\n';
}
