import { describe, expect, it } from 'vitest';
import { calendarName, otherCalendarHost, otherCalendarsNote } from './booking-calendar';

describe('which booking calendars can be counted', () => {
  it('counts GoHighLevel’s calendars: the widget, a booking link and the built-in default', () => {
    expect(otherCalendarHost({})).toBeNull();
    expect(
      otherCalendarHost({
        bookingCalendar: { url: 'https://api.leadconnectorhq.com/widget/booking/abc' },
      }),
    ).toBeNull();
    expect(
      otherCalendarHost({ bookingCalendar: { url: 'https://link.msgsndr.com/widget/booking/x' } }),
    ).toBeNull();
    expect(
      otherCalendarHost({
        hublytics: { enabled: true, locationId: 'loc', calendarWidget: true, calendarId: 'cal' },
        bookingCalendar: { url: 'https://calendly.com/dana' },
      }),
    ).toBeNull();
  });

  it('names Calendly and any other page by its host', () => {
    expect(otherCalendarHost({ bookingCalendar: { url: 'https://calendly.com/dana/intro' } })).toBe(
      'calendly.com',
    );
    expect(otherCalendarHost({ bookingCalendar: { url: 'https://www.cal.example.com/x' } })).toBe(
      'cal.example.com',
    );
    expect(calendarName('calendly.com')).toBe('Calendly');
    expect(calendarName('cal.example.com')).toBe('cal.example.com');
  });

  it('says which websites’ calls are not counted', () => {
    expect(otherCalendarsNote([{ website: 'Calm', host: 'calendly.com' }], true)).toBe(
      'Your calls are booked through Calendly, which Coachsite cannot count, so booked calls are not counted.',
    );
    expect(
      otherCalendarsNote(
        [
          { website: 'Calm', host: 'calendly.com' },
          { website: 'Bold', host: 'tidycal.com' },
        ],
        false,
      ),
    ).toBe(
      'Calls booked through Calendly and TidyCal (Calm and Bold) are not counted: only calls booked on a GoHighLevel calendar are.',
    );
  });
});
