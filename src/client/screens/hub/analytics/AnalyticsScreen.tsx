import { BarChart3, Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dayOf, lastDays } from '../../../../model/analytics/date-range';
import { analyticsSearch, useAnalytics } from '../../../app/analytics-queries';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { WebsiteFilter } from '../../areas/WebsiteFilter';
import { Funnel } from './Funnel';
import { RangePicker, type Range } from './RangePicker';
import { TopLists } from './TopLists';
import { TrafficChart } from './TrafficChart';
import { ViewsByAddress } from './ViewsByAddress';
import { ViewsByPage } from './ViewsByPage';

/** /content-analytics: each published page from visit to lead to booked call. */
export default function AnalyticsScreen() {
  const [today] = useState(() => dayOf(Date.now()));
  const [params, setParams] = useSearchParams();
  const websiteId = Number(params.get('website')) || null;
  const [range, setRange] = useState<Range>(() => lastDays(today, 30));
  const figures = useAnalytics({ websiteId, ...range });
  const asked = { websiteId, ...range };

  return (
    <AreaPage
      title="Content Analytics"
      description="How each published page does, from visit to lead to booked call. Counted without cookies; each visitor once a day (days in UTC)."
      actions={
        <a
          href={`/api/analytics.csv?${analyticsSearch(asked)}`}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" /> Export CSV
        </a>
      }
    >
      <div className="mb-6 flex flex-wrap items-start gap-4">
        <WebsiteFilter
          value={websiteId === null ? '' : String(websiteId)}
          onChange={(value) => setParams(value ? { website: value } : {})}
        />
        <div className="grid gap-1">
          <span className="text-sm font-medium">Dates</span>
          <RangePicker today={today} value={range} onChange={setRange} />
        </div>
        <Button
          variant="ghost"
          className="mt-6"
          onClick={() => void figures.refetch()}
          disabled={figures.isFetching}
        >
          {figures.isFetching ? <SpinnerIcon /> : <RefreshCw aria-hidden="true" />} Refresh
        </Button>
      </div>
      <QueryStatus query={figures} loading="Loading your figures..." />
      {figures.data && (
        <div className="grid gap-4">
          {figures.data.views === 0 && figures.data.leads === 0 && (
            <Card className="flex items-center gap-4 p-5">
              <BarChart3 aria-hidden="true" className="size-8 shrink-0 text-slate-400" />
              <p className="text-slate-600">
                No visits in these dates yet. Publish a page and share its link: each visit shows
                here within seconds.
              </p>
            </Card>
          )}
          <Funnel figures={figures.data} />
          <TrafficChart figures={figures.data} />
          <TopLists figures={figures.data} />
          <ViewsByPage figures={figures.data} />
          <ViewsByAddress figures={figures.data} websiteId={websiteId} />
        </div>
      )}
    </AreaPage>
  );
}
