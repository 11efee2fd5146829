import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { CrmCalendarsAnswer } from '../../../../../model/crm/api';
import { calendarWidgetCode, chatWidgetCode } from '../../../../../model/crm/widget-code';
import { apiRequest, failureMessage } from '../../../../lib/api';
import { Button } from '../../../../ui/button';
import { Label } from '../../../../ui/input';
import { copyText } from '../../../../lib/copy-text';
import { CalendarSelect } from './CalendarSelect';
import { crmKeys, type Connected } from '../../../../app/crm-queries';

function copy(kind: 'chat' | 'calendar', code: string) {
  return copyText(
    code,
    { title: 'Code Copied', description: `${kind} widget code copied to clipboard` },
    { title: 'Failed to copy', description: 'Please copy the code manually.' },
  );
}

function CodeBox({ id, code }: { id: string; code: string }) {
  return (
    <textarea
      id={id}
      readOnly
      rows={3}
      value={code}
      onFocus={(e) => e.currentTarget.select()}
      className="w-full resize-none rounded-md border border-border bg-slate-50 p-2 font-mono text-xs"
    />
  );
}

/** Spec point 2, Widgets: the provider's chat and calendar embed codes, ready to copy. */
export function WidgetsPanel({ connection }: { connection: Connected }) {
  const ids = { chat: useId(), calendar: useId(), pick: useId() };
  const calendars = useQuery({
    queryKey: crmKeys.calendars,
    queryFn: () => apiRequest<CrmCalendarsAnswer>('/api/crm/calendars'),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const calendarId = picked ?? calendars.data?.calendars[0]?.id ?? null;
  const chat = chatWidgetCode(connection.accountId);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor={ids.chat}>Chat widget</Label>
        <CodeBox id={ids.chat} code={chat} />
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => void copy('chat', chat)}
        >
          <Copy aria-hidden="true" /> Copy chat widget code
        </Button>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.calendar}>Calendar widget</Label>
        {calendars.isError && (
          <p className="text-sm text-destructive">{failureMessage(calendars.error)}</p>
        )}
        {calendars.data && calendars.data.calendars.length === 0 && (
          <p className="text-sm text-slate-600">
            Create a calendar in GoHighLevel to get its widget.
          </p>
        )}
        {calendars.data && calendars.data.calendars.length > 1 && (
          <CalendarSelect
            id={ids.pick}
            aria-label="Calendar"
            calendars={calendars.data.calendars}
            value={calendarId ?? ''}
            onChange={setPicked}
          />
        )}
        {calendarId && (
          <>
            <CodeBox id={ids.calendar} code={calendarWidgetCode(calendarId)} />
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => void copy('calendar', calendarWidgetCode(calendarId))}
            >
              <Copy aria-hidden="true" /> Copy calendar widget code
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
