import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CrmCalendarsAnswer, CrmEvent, CrmEventsAnswer } from '../../../../../model/crm/api';
import { apiRequest, failureMessage } from '../../../../lib/api';
import { Label } from '../../../../ui/input';
import { BookAppointment } from './BookAppointment';
import { CalendarSelect } from './CalendarSelect';
import { crmKeys } from '../../../../app/crm-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 of this week, in the coach's own time zone. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

function EventList({ title, events }: { title: string; events: CrmEvent[] }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">No appointments.</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-white">
          {events.map((event) => (
            <li key={event.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
              <span className="font-medium">{event.title || 'Appointment'}</span>
              <span className="text-slate-600">{when(event.startTime)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Spec point 2, Calendar: the location's calendars, this week's and next week's events, booking. */
export function CalendarPanel() {
  const pickId = useId();
  const queryClient = useQueryClient();
  const calendars = useQuery({
    queryKey: crmKeys.calendars,
    queryFn: () => apiRequest<CrmCalendarsAnswer>('/api/crm/calendars'),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const calendarId = picked ?? calendars.data?.calendars[0]?.id ?? null;
  const weekStart = startOfWeek(new Date());
  const from = weekStart.toISOString();
  const events = useQuery({
    queryKey: crmKeys.events(calendarId ?? '', from),
    enabled: calendarId !== null,
    queryFn: () => {
      const to = new Date(weekStart.getTime() + 14 * DAY_MS).toISOString();
      const params = new URLSearchParams({ from, to });
      return apiRequest<CrmEventsAnswer>(
        `/api/crm/calendars/${encodeURIComponent(calendarId ?? '')}/events?${params}`,
      );
    },
  });

  if (calendars.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading calendars...
      </p>
    );
  if (calendars.isError)
    return <p className="text-sm text-destructive">{failureMessage(calendars.error)}</p>;
  if (calendars.data.calendars.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        This location has no calendars yet. Create one in GoHighLevel.
      </p>
    );
  }
  const nextWeek = weekStart.getTime() + 7 * DAY_MS;
  const list = events.data?.events ?? [];
  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <Label htmlFor={pickId}>Calendar</Label>
        <CalendarSelect
          id={pickId}
          calendars={calendars.data.calendars}
          value={calendarId ?? ''}
          onChange={setPicked}
        />
      </div>
      {events.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading appointments...
        </p>
      )}
      {events.isError && <p className="text-sm text-destructive">{failureMessage(events.error)}</p>}
      {events.data && (
        <>
          <EventList
            title="This week"
            events={list.filter((e) => Date.parse(e.startTime) < nextWeek)}
          />
          <EventList
            title="Next week"
            events={list.filter((e) => Date.parse(e.startTime) >= nextWeek)}
          />
        </>
      )}
      {calendarId && (
        <BookAppointment
          calendarId={calendarId}
          onBooked={() => void queryClient.invalidateQueries({ queryKey: ['crm', 'events'] })}
        />
      )}
    </div>
  );
}
