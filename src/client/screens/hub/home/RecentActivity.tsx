import type { UseQueryResult } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { ACTIVITY_LABELS, type ActivityAnswer } from '../../../../model/hub/activity';
import { failureMessage } from '../../../lib/api';
import { relativeTime } from '../../../lib/relative-time';
import { Card } from '../../../ui/card';
import { SpinnerIcon } from '../../../ui/spinner-icon';

/** The coach's own recent actions, newest first, each with how long ago it was. */
export function RecentActivity({ activity }: { activity: UseQueryResult<ActivityAnswer> }) {
  return (
    <Card className="p-5" role="region" aria-label="Recent Activity">
      <h2 className="mb-3 font-semibold">Recent Activity</h2>
      {activity.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon /> Loading...
        </p>
      )}
      {activity.isError && (
        <p className="text-sm text-destructive">{failureMessage(activity.error)}</p>
      )}
      {activity.data?.items.length === 0 && (
        <p className="text-sm text-slate-600">
          Nothing yet. What you create here (avatars, content, published pages) shows up as you go.
        </p>
      )}
      {activity.data && activity.data.items.length > 0 && (
        <ul className="grid gap-2">
          {activity.data.items.map((item) => (
            <li key={item.id} className="flex items-start gap-3 text-sm">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <span className="flex-1">
                {ACTIVITY_LABELS[item.kind]} <strong>“{item.subject}”</strong>
              </span>
              <time dateTime={item.at} className="shrink-0 text-slate-500">
                {relativeTime(item.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
