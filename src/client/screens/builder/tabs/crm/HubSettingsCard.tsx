import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CrmCalendarsAnswer } from '../../../../../model/crm/api';
import type { WebsiteSettings } from '../../../../../model/settings';
import type { Website } from '../../../../../model/website';
import { apiRequest } from '../../../../lib/api';
import { Card } from '../../../../ui/card';
import { Label } from '../../../../ui/input';
import type { BuilderStore } from '../../state/builder-store';
import { CalendarSelect } from './CalendarSelect';
import { crmKeys, type Connected } from '../../../../app/crm-queries';

type Hub = NonNullable<WebsiteSettings['hublytics']>;

function Switch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-0.5 size-4 accent-indigo-600"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * This website's CRM hub settings (spec point 3, `hublytics`): whether its page shows the CRM's
 * booking calendar and chat widget, for the connected location. Saved with the website (undo and
 * the save indicator work as for any setting).
 */
export function HubSettingsCard({
  website,
  store,
  connection,
}: {
  website: Website;
  store: BuilderStore;
  connection: Connected;
}) {
  const calendarPick = useId();
  const calendars = useQuery({
    queryKey: crmKeys.calendars,
    queryFn: () => apiRequest<CrmCalendarsAnswer>('/api/crm/calendars'),
  });
  const hub: Hub = website.settings.hublytics ?? {};
  const firstCalendar = calendars.data?.calendars[0]?.id;
  const save = (next: Hub) => {
    store.dispatch({
      type: 'edit-settings',
      settings: {
        ...website.settings,
        hublytics: {
          ...hub,
          ...next,
          locationId: connection.accountId,
          ...((next.calendarId ?? hub.calendarId ?? firstCalendar)
            ? { calendarId: next.calendarId ?? hub.calendarId ?? firstCalendar }
            : {}),
        },
      },
    });
    store.sealEdit();
  };
  const enabled = hub.enabled === true;
  return (
    <Card className="grid gap-4 p-6">
      <div>
        <h2 className="text-lg font-semibold">This website’s CRM hub</h2>
        <p className="text-sm text-slate-600">
          Shows your GoHighLevel calendar and chat on “{website.name}” once you publish.
        </p>
      </div>
      <Switch
        label="Use my CRM on this page"
        hint={`Location ${connection.accountName}`}
        checked={enabled}
        onChange={(checked) => save({ enabled: checked })}
      />
      <Switch
        label="Booking calendar"
        hint="The page’s calendar section shows your GoHighLevel booking widget."
        checked={enabled && hub.calendarWidget === true}
        disabled={!enabled}
        onChange={(checked) => save({ calendarWidget: checked })}
      />
      {enabled &&
        hub.calendarWidget === true &&
        calendars.data &&
        calendars.data.calendars.length > 0 && (
          <div className="grid gap-1.5 pl-7">
            <Label htmlFor={calendarPick}>Calendar</Label>
            <CalendarSelect
              id={calendarPick}
              calendars={calendars.data.calendars}
              value={hub.calendarId ?? firstCalendar ?? ''}
              onChange={(calendarId) => save({ calendarId })}
            />
          </div>
        )}
      <Switch
        label="Chat widget"
        hint="Visitors can chat with you from the page; messages arrive in GoHighLevel."
        checked={enabled && hub.chatWidget === true}
        disabled={!enabled}
        onChange={(checked) => save({ chatWidget: checked })}
      />
    </Card>
  );
}
