import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsAnswer } from '../../../../model/analytics/analytics';
import { Card } from '../../../ui/card';
import { counted } from '../../../../model/counted';

type Marker = 'circle' | 'square' | 'triangle' | 'diamond';

/**
 * Each series is told apart by more than its colour, so lines with the same figures (3 views by
 * 3 visitors) stay visible: its own dash pattern and marker, and a width that narrows from the
 * first to the last, so a line drawn over an equal one leaves the one beneath showing at its edges.
 */
const LINES = [
  { key: 'views', name: 'Page views', color: '#4f46e5', dash: '0', width: 4, marker: 'circle' },
  { key: 'visitors', name: 'Visitors', color: '#0891b2', dash: '8 4', width: 3, marker: 'square' },
  { key: 'leads', name: 'Leads', color: '#16a34a', dash: '2 3', width: 2, marker: 'triangle' },
  {
    key: 'bookings',
    name: 'Booked calls',
    color: '#c2410c',
    dash: '10 3 2 3',
    width: 1.5,
    marker: 'diamond',
  },
] as const satisfies readonly {
  key: string;
  name: string;
  color: string;
  dash: string;
  width: number;
  marker: Marker;
}[];

/** The points of a marker of `size` centred on (x, y). */
function markerShape(marker: Marker, x: number, y: number, size: number): string | null {
  const r = size / 2;
  if (marker === 'triangle') return `${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}`;
  if (marker === 'diamond') return `${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`;
  return null;
}

type DotProps = { cx?: number; cy?: number; index?: number };

/** A series' marker at one point: circle, square, triangle or diamond, drawn hollow. */
function dotFor(marker: Marker, color: string) {
  function MarkerDot({ cx, cy, index }: DotProps) {
    if (cx === undefined || cy === undefined) return <g key={`m-${index}`} />;
    const common = {
      fill: 'white',
      stroke: color,
      strokeWidth: 1.5,
      'data-marker': marker,
    } as const;
    const points = markerShape(marker, cx, cy, 9);
    if (points) return <polygon key={`m-${index}`} points={points} {...common} />;
    if (marker === 'square') {
      return <rect key={`m-${index}`} x={cx - 3.5} y={cy - 3.5} width={7} height={7} {...common} />;
    }
    return <circle key={`m-${index}`} cx={cx} cy={cy} r={4} {...common} />;
  }
  return MarkerDot;
}

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
              strokeWidth={line.width}
              strokeDasharray={line.dash}
              legendType="plainline"
              dot={figures.series.length <= 31 ? dotFor(line.marker, line.color) : false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
    </Card>
  );
}
