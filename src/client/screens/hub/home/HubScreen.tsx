import { useQuery } from '@tanstack/react-query';
import { Download, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { dayOf } from '../../../../model/analytics/date-range';
import {
  activeAvatarLabel,
  type ActivityAnswer,
  type HubAnswer,
} from '../../../../model/hub/activity';
import { apiRequest, failureMessage } from '../../../lib/api';
import { buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { AreaPage, LoadFailed } from '../../areas/AreaPage';
import { HUB_AREAS, QUICK_ACTIONS } from './hub-areas';
import { RecentActivity } from './RecentActivity';

export const hubKeys = { summary: ['hub'] as const, activity: ['activity'] as const };

/** /hub: the Content Hub, a launch page into the coach's areas, with what each holds. */
export default function HubScreen() {
  const [today] = useState(() => dayOf(Date.now()));
  const summary = useQuery({
    queryKey: hubKeys.summary,
    queryFn: () => apiRequest<HubAnswer>('/api/hub'),
    refetchOnWindowFocus: true,
  });
  const activity = useQuery({
    queryKey: hubKeys.activity,
    queryFn: () => apiRequest<ActivityAnswer>('/api/activity'),
    refetchOnWindowFocus: true,
  });

  return (
    <AreaPage
      title="Content Hub"
      description="The raw material of your marketing: who you serve, your stories, your files and your brand."
      actions={
        summary.data && (
          <span
            className="flex items-center gap-2 rounded-full bg-indigo-50 px-3 py-1.5 text-sm text-indigo-900"
            aria-label="Active Avatar"
          >
            <UserRound aria-hidden="true" className="size-4" />
            <span className="text-indigo-700">Active Avatar:</span>{' '}
            <strong>{activeAvatarLabel(summary.data.activeAvatar)}</strong>
          </span>
        )
      }
    >
      {summary.isError && (
        <LoadFailed
          message={failureMessage(summary.error)}
          onRetry={() => void summary.refetch()}
        />
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Areas">
        {HUB_AREAS.map((area) => {
          const count = area.count && summary.data?.counts[area.count];
          return (
            <li key={area.path}>
              <Card
                className="flex h-full flex-col gap-3 p-5"
                role="article"
                aria-label={area.title}
              >
                <div className="flex items-start justify-between gap-2">
                  <area.icon aria-hidden="true" className="size-6 text-indigo-500" />
                  {area.count &&
                    (summary.isPending ? (
                      <SpinnerIcon />
                    ) : (
                      count !== undefined && (
                        <span
                          className="text-2xl font-bold tabular-nums"
                          aria-label={area.countLabel ?? 'Items'}
                          title={area.countLabel}
                        >
                          {count}
                        </span>
                      )
                    ))}
                </div>
                <div className="flex-1">
                  <h2 className="font-semibold">{area.title}</h2>
                  <p className="mt-1 text-sm text-slate-600">{area.description}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {/* Links open in this tab; ctrl- or middle-click opens a new one, as links do. */}
                  <Link to={area.path} className={buttonVariants({ size: 'sm' })}>
                    {area.action}
                  </Link>
                  {area.secondary &&
                    (area.secondary.download ? (
                      <a
                        href={
                          typeof area.secondary.href === 'string'
                            ? area.secondary.href
                            : area.secondary.href(today)
                        }
                        download
                        className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        aria-label={`${area.secondary.label} in ${area.title}`}
                      >
                        <Download aria-hidden="true" className="size-3.5" />
                        {area.secondary.label}
                      </a>
                    ) : (
                      <Link
                        to={
                          typeof area.secondary.href === 'string'
                            ? area.secondary.href
                            : area.secondary.href(today)
                        }
                        className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        aria-label={`${area.secondary.label} in ${area.title}`}
                      >
                        {area.secondary.label}
                      </Link>
                    ))}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Card className="grid content-start gap-2 p-5" role="group" aria-label="Quick Actions">
          <h2 className="mb-1 font-semibold">Quick Actions</h2>
          {QUICK_ACTIONS.map((action) => (
            <Link
              key={action.href}
              to={action.href}
              className={buttonVariants({ variant: 'outline', className: 'justify-start' })}
            >
              {action.label}
            </Link>
          ))}
        </Card>
        <RecentActivity activity={activity} />
      </div>
    </AreaPage>
  );
}
