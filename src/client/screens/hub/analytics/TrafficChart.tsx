import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsAnswer } from '../../../../model/analytics/analytics';
import { Card } from '../../../ui/card';
import { counted } from '../../../../model/counted';

const LINES = [
  { key: 'views', name: 'Page views', color: '#4f46e5' },
  { key: 'visitors', name: 'Visitors', color: '#0891b2' },
  { key: 'leads', name: 'Leads', color: '#16a34a' },
  { key: 'bookings', name: 'Booked calls', color: '#c2410c' },
] as const;

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Views, visitors, leads and booked calls by day (recharts). */
export function TrafficChart({ figures }: { figures: AnalyticsAnswer }) {
  const summary = `From ${shortDate(figures.from)} to ${shortDate(figures.to)}: ${[
    counted(figures.views, 'page view'),
    counted(figures.visitors, 'visitor'),
    counted(figures.leads, 'lead'),
    figures.bookingsSource === 'crm'
      ? counted(figures.bookings, 'booked call')
      : 'booked calls not counted',
  ].join(', ')}.`;
  // Booked calls that cannot be counted are not drawn as a line of zeros.
  const lines = LINES.filter((l) => l.key !== 'bookings' || figures.bookingsSource === 'crm');
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Over time</h2>
      <div role="img" aria-label={summary} className="mt-4 h-72">
        <LineChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={figures.series}
          margin={{ top: 5, right: 10, bottom: 5, left: -15 }}
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => shortDate(String(day))} />
          <Legend itemSorter={(item) => LINES.findIndex((l) => l.name === item.value)} />
          {lines.map((line) => (
            <Line
              key={line.key}
              type="linear"
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
              strokeWidth={2}
              dot={figures.series.length <= 31}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
    </Card>
  );
}
