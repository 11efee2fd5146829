import type { ReactNode } from 'react';
import type { AnalyticsAnswer } from '../../../../model/analytics/analytics';
import { Card } from '../../../ui/card';

const number = new Intl.NumberFormat('en-US');
const DEVICE_NAMES = { mobile: 'Phones', tablet: 'Tablets', desktop: 'Computers' } as const;

function Ranked({
  title,
  empty,
  rows,
}: {
  title: string;
  empty: string;
  rows: { key: string; label: ReactNode; count: number }[];
}) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label={title}>
          {rows.map((row) => (
            <li key={row.key} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate">{row.label}</span>
              <span className="font-medium tabular-nums">{number.format(row.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Where visitors came from, the campaigns that brought them and what they read on. */
export function TopLists({ figures }: { figures: AnalyticsAnswer }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Ranked
        title="Top referrers"
        empty="No visits yet."
        rows={figures.referrers.map((r) => ({
          key: r.host,
          label: r.host === '(direct)' ? 'Direct or unknown' : r.host,
          count: r.count,
        }))}
      />
      <Ranked
        title="Campaigns"
        empty="No visits from links with utm_source, utm_medium or utm_campaign yet."
        rows={figures.campaigns.map((c) => ({
          key: `${c.source}|${c.medium}|${c.campaign}`,
          label: [c.source, c.medium, c.campaign].filter(Boolean).join(' / '),
          count: c.count,
        }))}
      />
      <Ranked
        title="Devices"
        empty="No visits yet."
        rows={figures.devices
          .filter((d) => d.count > 0)
          .map((d) => ({ key: d.device, label: DEVICE_NAMES[d.device], count: d.count }))}
      />
    </div>
  );
}
