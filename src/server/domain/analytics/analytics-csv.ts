import type { AnalyticsAnswer } from '../../../model/analytics/analytics';

/** One row a day: what a coach pastes into a spreadsheet. Only numbers and dates: nothing to escape. */
export function analyticsCsv(answer: AnalyticsAnswer): string {
  const rows = answer.series.map((d) =>
    [d.date, d.views, d.visitors, d.leads, d.bookings].join(','),
  );
  const totals = ['Total', answer.views, answer.visitors, answer.leads, answer.bookings].join(',');
  return ['Date,Views,Visitors,Leads,Booked calls', ...rows, totals].join('\r\n') + '\r\n';
}
