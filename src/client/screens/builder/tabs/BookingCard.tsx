import { useId } from 'react';
import { bookingFrameUrl, DEFAULT_BOOKING_URL } from '../../../../model/booking-frame';
import { completeWebAddress, httpsAddressProblem } from '../../../../model/text';
import type { Website } from '../../../../model/website';
import { Card } from '../../../ui/card';
import { Input, Label } from '../../../ui/input';
import { fieldError } from '../panels/field-error';
import type { BuilderStore } from '../state/builder-store';
import { useBuilderState } from '../use-builder';

/** Which calendar the live page shows, when it is not the coach's own booking page. */
function NowShowing({ website }: { website: Website }) {
  const src = bookingFrameUrl(website.settings);
  const own = website.settings.bookingCalendar?.url?.trim();
  if (src === DEFAULT_BOOKING_URL) {
    return (
      <p className="text-sm text-amber-800">
        Your page shows a demo calendar until you add your booking page.
      </p>
    );
  }
  if (own && src !== own) {
    return (
      <p className="text-sm text-slate-600">
        Your CRM calendar is shown while its calendar widget is on.
      </p>
    );
  }
  return null;
}

/** The coach's own booking page (Calendly, GoHighLevel or any https booking page). */
export function BookingCard({ website, store }: { website: Website; store: BuilderStore }) {
  const ids = { url: useId(), hint: useId(), error: useId() };
  const { invalidElements } = useBuilderState(store);
  const url = website.settings.bookingCalendar?.url ?? '';
  // The sync names a settings problem by its path; elementId 0 stands for the settings.
  const stored = invalidElements.get(0)?.['bookingCalendar.url'];
  // 'calendly.com/jo' is completed to https://calendly.com/jo when the coach leaves the field.
  const error = fieldError('Booking page', httpsAddressProblem(completeWebAddress(url)), stored);
  const setUrl = (value: string) =>
    store.dispatch({
      type: 'edit-settings',
      settings: { ...website.settings, bookingCalendar: { url: value } },
    });
  return (
    <Card className="grid gap-4 p-6">
      <div>
        <h2 className="text-lg font-semibold">Booking calendar</h2>
        <p className="text-sm text-slate-600">
          Shown in your page’s calendar section; every “Book” button leads there.
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.url}>Booking page</Label>
        <Input
          id={ids.url}
          type="url"
          data-setting="bookingCalendar"
          value={url}
          placeholder="https://calendly.com/your-name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          onChange={(e) => setUrl(e.target.value)}
          onBlur={() => {
            const completed = completeWebAddress(url);
            if (completed !== url) setUrl(completed);
            store.sealEdit();
          }}
        />
        {error && (
          <p id={ids.error} role="alert" className="text-xs text-destructive">
            {error}
          </p>
        )}
        <p id={ids.hint} className="text-xs text-slate-500">
          The https:// address of your Calendly, GoHighLevel or other booking page.
        </p>
      </div>
      <NowShowing website={website} />
    </Card>
  );
}
